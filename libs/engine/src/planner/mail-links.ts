import { valueKindShape } from '@verity/steps';
import { type PageElement } from './read-page';

/** A link that writes an e-mail or makes a call ("help@shop.example" in a footer): no step of a goal means it unless it says so. */
const MAIL_OR_CALL_LINK = /^(?:mailto|tel|sms):/i;
/** Words that ask to write or call; "email" alone names a field as often ("check out with email ada@…"). */
const MAIL_OR_CALL_WORDS = /\b(?:write\s+(?:to|an?\s+e-?mail)|send\s+(?:an?\s+)?e-?mail|e-?mail\s+(?:us|support|sales|them|link|address\s+link)|(?:mail|phone)\s+link|call\s+(?:us|support|sales|the)|contact)\b/i;
/** Values written in a goal ("with email ada@example.com", "at https://…"): not words of the control it names. */
const WRITTEN_VALUES = new RegExp(`${valueKindShape('email')}|${valueKindShape('web-address')}`, 'gi');

/** The words with the e-mail addresses and web addresses they hold taken out. */
export function withoutWrittenValues(words: string): string {
  return words.replace(WRITTEN_VALUES, ' ');
}

/**
 * Whether the element may be what the words ask to click: any element but a mail or phone link, which only words
 * about writing or calling (other than an address they hold) mean.
 */
export function mayMean(words: string): (element: PageElement) => boolean {
  const meansMailOrCall = MAIL_OR_CALL_WORDS.test(withoutWrittenValues(words));
  return (element) => meansMailOrCall || !MAIL_OR_CALL_LINK.test(element.href ?? '');
}
