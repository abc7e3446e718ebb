import { type Database, inboxMessages } from '@verity/db';
import { type Inbox } from '@verity/engine';
import { and, desc, eq, gte, ilike } from 'drizzle-orm';

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The test inbox as the API keeps it (inbox_messages), for the runs' e-mail steps. */
export function databaseInbox(db: Database, domain: string): Inbox {
  return {
    domain,
    async latest(address, { since, subject }) {
      const [row] = await db
        .select()
        .from(inboxMessages)
        .where(and(eq(inboxMessages.address, address.toLowerCase()), gte(inboxMessages.receivedAt, since), subject ? ilike(inboxMessages.subject, likeText(subject)) : undefined))
        .orderBy(desc(inboxMessages.receivedAt))
        .limit(1);
      return row ? { from: row.from, to: row.address, subject: row.subject, text: row.text, html: row.html, receivedAt: row.receivedAt } : null;
    },
  };
}
