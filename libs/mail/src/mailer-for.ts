import { type Database } from '@verity/db';
import { devOutboxMailer } from './dev-outbox';
import { type Mailer } from './mailer';
import { smtpMailer } from './smtp';

/** SMTP when SMTP_URL is set, otherwise the local outbox (auth.dev_mail, shown at /_dev/mail). */
export function mailerFor(db: Database, { smtpUrl, from }: { smtpUrl?: string; from: string }): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, from) : devOutboxMailer(db);
}
