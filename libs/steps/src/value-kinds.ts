import { TIME_OF_DAY, WRITTEN_DATE } from './date-shapes';

/**
 * A value named by its kind rather than written out: "the footer shows the copyright", "the page shows an email
 * address", "the order total shows a price". A person means a value of that kind, whatever it is: the check holds on
 * text of its shape (© 2026, ada@example.com, $49.00), not on the words "copyright" or "email address".
 */
export type ValueKind = 'copyright' | 'current-year' | 'email' | 'phone' | 'price' | 'date' | 'time' | 'number' | 'web-address';

interface KindOf {
  /** The words that name it, unquoted, whole (a leading article included where one is needed). */
  words: RegExp;
  /** How a step says it again (formatStep), read back as the same kind. */
  phrase: string;
  /** Text of that kind, for a case-insensitive regular expression; null: worked out when the check runs. */
  shape: string | null;
}

const KINDS: Record<ValueKind, KindOf> = {
  copyright: {
    words: /^(?:an?\s+|the\s+)?copyright(?:\s+(?:notice|line|text|symbol|sign|statement|information|info))?$/i,
    phrase: 'the copyright notice',
    shape: String.raw`©|\(c\)|copyright`,
  },
  // "the current year", "this year": the year the check runs in, worked out then.
  'current-year': { words: /^(?:the\s+)?(?:current|present|this)\s+year$/i, phrase: 'the current year', shape: null },
  email: {
    // With its article: "Email address" alone is as likely a label's words.
    words: /^(?:an?\s+|the\s+)(?:valid\s+|contact\s+|support\s+)?e-?mail(?:\s+address)?$/i,
    phrase: 'an email address',
    shape: String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
  },
  phone: {
    words: /^(?:an?\s+|the\s+)(?:valid\s+|contact\s+|support\s+)?(?:phone|telephone)(?:\s+number)?$/i,
    phrase: 'a phone number',
    // Seven digits or more, in groups ("+1 (555) 010-4477", "020 7946 0018"); not a day ("2026-11-29", "11/29/2026").
    shape: String.raw`(?<![\w.])(?!\d{4}-\d{1,2}-\d{1,2}\b|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b)\+?\(?\d(?:[\s().-]{0,2}\d){6,14}(?!\w)`,
  },
  // Only "a price": "the price" names an element of the page ("the price is $49").
  price: {
    words: /^(?:an?\s+)(?:price|amount|cost|total)$/i,
    phrase: 'a price',
    shape: String.raw`[$€£¥₹]\s?\d[\d,.]*|\d[\d,.]*\s?(?:[$€£¥₹]|USD|EUR|GBP|dollars?|euros?)`,
  },
  date: { words: /^(?:an?\s+)date$/i, phrase: 'a date', shape: WRITTEN_DATE },
  time: { words: /^(?:an?\s+)time(?:\s+of\s+day)?$/i, phrase: 'a time', shape: TIME_OF_DAY },
  number: { words: /^(?:an?\s+)(?:number|figure|digit)$/i, phrase: 'a number', shape: String.raw`\d` },
  'web-address': {
    // Not "a link": that names an element as often ("the page has a link").
    words: /^(?:an?\s+)(?:web\s*site\s+address|web\s+address|url)$/i,
    phrase: 'a web address',
    shape: String.raw`https?://\S+|www\.\S+`,
  },
};

/** The kind of value the unquoted words name ("an email address"), or null for words that are the value. */
export function valueKindOf(words: string): ValueKind | null {
  const said = words.trim().replace(/\s+/g, ' ');
  return (Object.keys(KINDS) as ValueKind[]).find((kind) => KINDS[kind].words.test(said)) ?? null;
}

/** How a step names the kind ("an email address"): words valueKindOf reads back as it. */
export function valueKindPhrase(kind: ValueKind): string {
  return KINDS[kind].phrase;
}

/** The source of a case-insensitive regular expression for text of the kind, as it is on `today`. */
export function valueKindShape(kind: ValueKind, today = new Date()): string {
  return KINDS[kind].shape ?? String.raw`\b${today.getFullYear()}\b`;
}

/** Whether the text holds a value of the kind. */
export function holdsValueKind(text: string, kind: ValueKind, today = new Date()): boolean {
  return new RegExp(valueKindShape(kind, today), 'i').test(text);
}
