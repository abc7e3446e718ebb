import { type Database, devMail } from '@verity/db';
import { desc } from 'drizzle-orm';
import { type Mail, type Mailer } from './mailer';

/** Keeps mail in auth.dev_mail, for /auth/v1/_dev/mail, when no SMTP server is configured. */
export function devOutboxMailer(db: Database): Mailer {
  return {
    async send(mail: Mail) {
      await db.insert(devMail).values(mail);
    },
  };
}

export function listDevMail(db: Database, limit = 100) {
  return db.select().from(devMail).orderBy(desc(devMail.createdAt), desc(devMail.id)).limit(limit);
}
