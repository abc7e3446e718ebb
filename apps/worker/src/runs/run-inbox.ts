import { type Database, inboxAddresses, inboxMessages } from '@verity/db';
import { type Inbox, InboxRefusal } from '@verity/engine';
import { and, desc, eq, gte, ilike } from 'drizzle-orm';

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The test inbox for the runs of each account. */
export interface AccountsInbox {
  domain: string;
  of(ownerId: string): Inbox;
}

/**
 * Whether the account may read the address's mail: the first account whose run reads an address keeps it. Mail
 * arrives by SMTP for anyone, so without this one account's test could read what was sent to another's address.
 */
async function claim(db: Database, address: string, ownerId: string): Promise<boolean> {
  await db.insert(inboxAddresses).values({ address, ownerId }).onConflictDoNothing();
  const [row] = await db.select({ ownerId: inboxAddresses.ownerId }).from(inboxAddresses).where(eq(inboxAddresses.address, address));
  return row?.ownerId === ownerId;
}

/** The test inbox as the API keeps it (inbox_messages), for the runs' e-mail steps: each account reads its own addresses. */
export function databaseInbox(db: Database, domain: string): AccountsInbox {
  return {
    domain,
    of(ownerId) {
      const claimed = new Set<string>();
      return {
        domain,
        async latest(address, { since, subject }) {
          const to = address.toLowerCase();
          if (!claimed.has(to)) {
            if (!(await claim(db, to, ownerId))) {
              throw new InboxRefusal(`${to} is used by another account's tests, so its mail is not shown here. Use an address of your own, e.g. "Set {{email}} to a unique email".`);
            }
            claimed.add(to);
          }
          const [row] = await db
            .select()
            .from(inboxMessages)
            .where(and(eq(inboxMessages.address, to), gte(inboxMessages.receivedAt, since), subject ? ilike(inboxMessages.subject, likeText(subject)) : undefined))
            .orderBy(desc(inboxMessages.receivedAt))
            .limit(1);
          return row ? { from: row.from, to: row.address, subject: row.subject, text: row.text, html: row.html, receivedAt: row.receivedAt } : null;
        },
      };
    },
  };
}
