import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type InboundMail, isInboxAddress, parseInboundMail } from './inbound-mail';

/** A message larger than this is refused: the inbox keeps confirmation e-mails, not attachments. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export interface SmtpCatcher {
  port: number;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  host: string;
  /** 0 for any free port. */
  port: number;
  /** Only mail for addresses at this domain is taken; any other recipient is refused (never relayed). */
  domain: string;
  /** Called with each message and the inbox addresses it was delivered to (envelope recipients at the domain). */
  onMail(mail: InboundMail, addresses: string[]): Promise<void>;
  onError?(error: unknown): void;
}

/**
 * The test inbox's SMTP server (smtp-server): the site under test sends its e-mails here as it would to any mail
 * server. No authentication and no TLS: it listens where the operator puts it (loopback in the local stack) and
 * takes mail only for the inbox domain.
 */
export async function startSmtpCatcher(options: SmtpCatcherOptions): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Verity test inbox',
    logger: false,
    onRcptTo(address, _session, callback) {
      if (isInboxAddress(address.address, options.domain)) return callback();
      const refusal = Object.assign(new Error(`This inbox takes mail for @${options.domain} only`), { responseCode: 550 });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(Object.assign(new Error('The message is too large for the test inbox'), { responseCode: 552 }));
        }
        const addresses = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        parseInboundMail(Buffer.concat(chunks))
          .then((mail) => options.onMail(mail, addresses))
          .then(
            () => callback(),
            (error: unknown) => {
              options.onError?.(error);
              callback(Object.assign(new Error('The test inbox could not keep the message'), { responseCode: 451 }));
            },
          );
      });
    },
  });
  server.on('error', (error) => options.onError?.(error));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
