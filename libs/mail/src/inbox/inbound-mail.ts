import { type AddressObject, simpleParser } from 'mailparser';
import { z } from 'zod';

/** The test inbox's domain when the deployment names none: a reserved name (RFC 2606) no real mail goes to. */
export const DEFAULT_INBOX_DOMAIN = 'inbox.verity.test';

/** INBOX_DOMAIN, as the API (which receives the mail) and the workers (which generate addresses there) read it. */
export const inboxDomainSchema = z
  .string()
  .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i, 'must be a domain name, e.g. inbox.example.com')
  .transform((domain) => domain.toLowerCase())
  .default(DEFAULT_INBOX_DOMAIN);

/** An e-mail as the test inbox keeps it. */
export interface InboundMail {
  from: string;
  subject: string;
  text: string;
  /** Null for a text-only e-mail. */
  html: string | null;
  /** Every address in To and Cc, lower-cased. */
  recipients: string[];
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])));

/** Reads a raw RFC 5322 message (MIME parts, encodings, charsets) with mailparser. */
export async function parseInboundMail(raw: Buffer | string): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  return {
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    recipients: [...new Set([...addressesOf(parsed.to), ...addressesOf(parsed.cc)])],
  };
}

/** Whether the address is one of the inbox's: at its domain (any case). */
export const isInboxAddress = (address: string, domain: string) => address.toLowerCase().endsWith(`@${domain.toLowerCase()}`);
