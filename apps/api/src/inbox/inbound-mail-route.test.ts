import { inboxMessages } from '@verity/db';
import { eq } from 'drizzle-orm';
import { useApi } from '../testing/api-harness';

const SECRET = 'inbound-secret-0123456789';
const RAW = [
  'From: Ledger <no-reply@ledger.example>',
  'To: Ada@Inbox.Verity.Test, someone@gmail.com',
  'Cc: qa@inbox.verity.test',
  'Subject: Confirm your Ledger account',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Your confirmation code is 482913.',
].join('\r\n');

describe('POST /api/inbox/messages: the inbound-mail webhook of the test inbox', () => {
  const api = useApi({ inbox: { domain: 'inbox.verity.test', webhookSecret: SECRET } });
  const post = (body: string, headers: Record<string, string>) => api().server.inject({ method: 'POST', url: '/api/inbox/messages', payload: body, headers: { 'content-type': 'message/rfc822', ...headers } });

  it('keeps a raw e-mail for each of its addresses at the inbox domain, and no other', async () => {
    const response = await post(RAW, { authorization: `Bearer ${SECRET}` });
    expect(response.json()).toEqual({ ok: true, data: { kept_for: 2 }, error: null, error_code: null });
    const rows = await api().db.select().from(inboxMessages).where(eq(inboxMessages.subject, 'Confirm your Ledger account'));
    expect(rows.map((row) => row.address).sort()).toEqual(['ada@inbox.verity.test', 'qa@inbox.verity.test']);
    expect(rows[0]).toMatchObject({ from: '"Ledger" <no-reply@ledger.example>', text: 'Your confirmation code is 482913.', html: null });
  });

  it('refuses a wrong or missing secret with the 401 envelope, and a body that is not an e-mail with 415', async () => {
    for (const headers of [{ authorization: 'Bearer wrong-secret-0123456789' }, {}] as Array<Record<string, string>>) {
      const response = await post(RAW, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ ok: false, data: null, error: 'Could not validate credentials', error_code: 'unauthorized' });
    }
    const json = await api().server.inject({ method: 'POST', url: '/api/inbox/messages', payload: { raw: RAW }, headers: { authorization: `Bearer ${SECRET}` } });
    expect(json.statusCode).toBe(415);
  });
});

describe('the inbound-mail webhook without INBOUND_MAIL_SECRET', () => {
  const api = useApi();
  it('is off: 404, and nothing is kept', async () => {
    const response = await api().server.inject({ method: 'POST', url: '/api/inbox/messages', payload: RAW, headers: { 'content-type': 'message/rfc822', authorization: 'Bearer anything' } });
    expect(response.statusCode).toBe(404);
    expect(await api().db.select().from(inboxMessages)).toEqual([]);
  });
});
