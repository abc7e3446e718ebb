import { inboxMessages } from '@verity/db';
import { type InboundMail, isInboxAddress } from '@verity/mail';
import { lt } from 'drizzle-orm';
import { type Db } from '../database/transaction';

/** How long the inbox keeps an e-mail: a run reads its mail within minutes. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1_000;

/**
 * Keeps the e-mail once for each of its addresses at the inbox domain (others are not the inbox's), and lets go of
 * e-mails older than a week. Returns how many addresses it was kept for.
 */
export async function storeInboundMail(db: Db, mail: InboundMail, addresses: readonly string[], domain: string): Promise<number> {
  const inbox = [...new Set(addresses.map((address) => address.toLowerCase()))].filter((address) => isInboxAddress(address, domain));
  if (inbox.length > 0) {
    await db.insert(inboxMessages).values(inbox.map((address) => ({ address, from: mail.from, subject: mail.subject, text: mail.text, html: mail.html })));
  }
  await db.delete(inboxMessages).where(lt(inboxMessages.receivedAt, new Date(Date.now() - KEPT_FOR_MS)));
  return inbox.length;
}
