import nodemailer from 'nodemailer';
import { type InboundMail } from './inbound-mail';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';

describe('the test inbox’s SMTP catcher', () => {
  const received: Array<{ mail: InboundMail; addresses: string[] }> = [];
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    catcher = await startSmtpCatcher({ host: '127.0.0.1', port: 0, domain: 'inbox.verity.test', onMail: async (mail, addresses) => void received.push({ mail, addresses }) });
  });
  afterAll(() => catcher.close());
  const transport = () => nodemailer.createTransport({ host: '127.0.0.1', port: catcher.port, secure: false, ignoreTLS: true });

  it('keeps an e-mail for an inbox address: its sender, subject, text and HTML, for the addresses at the domain', async () => {
    await transport().sendMail({
      from: 'Ledger <noreply@ledger.example>',
      to: 'Ada@Inbox.Verity.Test',
      subject: 'Confirm your account – Ledger',
      text: 'Your code is 482913. Or open https://ledger.example/confirm?t=abc',
      html: '<p>Your code is <b>482913</b>.</p><p><a href="https://ledger.example/confirm?t=abc">Confirm my account</a></p>',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      addresses: ['ada@inbox.verity.test'],
      mail: {
        from: '"Ledger" <noreply@ledger.example>',
        subject: 'Confirm your account – Ledger',
        text: 'Your code is 482913. Or open https://ledger.example/confirm?t=abc',
        html: expect.stringContaining('<a href="https://ledger.example/confirm?t=abc">Confirm my account</a>'),
        recipients: ['ada@inbox.verity.test'],
      },
    });
  });

  it('refuses mail for any other domain, and relays nothing', async () => {
    const before = received.length;
    await expect(transport().sendMail({ from: 'a@b.example', to: 'someone@gmail.com', subject: 'x', text: 'x' })).rejects.toThrow(/550.*inbox\.verity\.test only/);
    expect(received).toHaveLength(before);
  });
});
