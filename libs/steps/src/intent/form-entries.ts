/**
 * A form filled with the values a line gives, as people write it: "Fill in the checkout form with John, Doe, 12345",
 * "Enter first name John, last name Doe and zip 12345", "Fill in First Name: John, Last Name: Doe",
 * "Enter John as first name and Doe as last name". The line is split into clauses at its commas before it is read,
 * so the entries after the first are clauses of their own here, which this puts back together.
 */

/** One value the line gives, with the words that name its field when it says them apart from the value. */
export interface FormEntry {
  /** The value as written, without its quotes. */
  value: string;
  /** The field's words ("first name" in "John as first name", "Zip" in "Zip: 12345"). */
  label?: string;
  /**
   * Words that may start with the field's words ("first name John", "postal code 12345"): only the page's labels say
   * where they end, so the run splits them. Absent with a label, and for a value on its own ("John").
   */
  words?: string;
}

export interface FormFill {
  /** The form the line names ("checkout" in "the checkout form"), when it names one. */
  form?: string;
  entries: FormEntry[];
  /** How many of the clauses given it took: the first, and those after it that were its entries. */
  used: number;
}

const unquote = (text: string) => text.trim().replace(/^"(.*)"$/s, '$1');

/** "Fill in the checkout form with …", "Complete your shipping details using: …": a form named, then its values. */
const NAMED_FORM =
  /^(?:fill(?:\s+(?:in|out))?|complete|populate|enter|submit)\s+(?:in\s+)?(?:the\s+|your\s+|my\s+|our\s+)?(?<form>(?:[\w-]+\s+){0,3}?(?:form|details|information|info|fields|address))\s+(?:with|using|as)\s*:?\s+(?<values>.+)$/i;
/** "Enter first name John, …", "Fill in First Name: John, …": values with their fields' words and no form named. */
const VALUES_ONLY = /^(?:fill(?:\s+(?:in|out))?|enter|type|input|provide|put)\s+(?<values>.+)$/i;
/** Words that ask for made-up values rather than give one ("with valid data", "with any details"). */
const NO_VALUE = /^(?:any|some|random|realistic|valid|invalid|dummy|fake|sample|test|correct|proper|the\s+(?:required|following))\b/i;
/** Words after the last entry that begin something else: "… and zip 12345 and click Continue" is split before it runs. */
const AND = /\s+and\s+/i;

/** "Zip: 12345", "City = London", "John as first name", "Doe for the last name", "email is ada@x.com", `Name "Ada"`. */
function readEntry(written: string): FormEntry {
  const text = written.trim().replace(/^(?:and|with|the)\s+/i, '');
  const colon = /^(?<label>[^:="]+?)\s*[:=]\s*(?<value>.+)$/.exec(text)?.groups;
  if (colon?.label && colon.value) return { label: colon.label.trim(), value: unquote(colon.value) };
  const valueFirst = /^(?<value>"[^"]*"|[^\s"]+(?:\s+[^\s"]+)?)\s+(?:as|for|into|in)\s+(?:the\s+|my\s+|your\s+)?(?<label>[^"]+)$/i.exec(text)?.groups;
  if (valueFirst?.label && valueFirst.value) return { label: valueFirst.label.trim(), value: unquote(valueFirst.value) };
  const quoted = /^(?<label>[^"]+?)\s+(?:is\s+|of\s+|to\s+|as\s+)?(?<value>"[^"]*")$/i.exec(text)?.groups;
  if (quoted?.label && quoted.value) return { label: quoted.label.trim(), value: unquote(quoted.value) };
  const is = /^(?<label>[^"]+?)\s+is\s+(?<value>.+)$/i.exec(text)?.groups;
  if (is?.label && is.value) return { label: is.label.trim(), value: unquote(is.value) };
  if (/^"[^"]*"$/.test(text) || !/\s/.test(text)) return { value: unquote(text) };
  return { value: unquote(text), words: text };
}

/** An entry that says which field it is for, by a separator or by words before its value. */
const namesItsField = (entry: FormEntry) => entry.label !== undefined || entry.words !== undefined;

/**
 * The form fill that starts at `clauses[0]`, with the entries the following clauses hold, or null when the first
 * clause is no such fill. `isOwnClause` tells a clause that is a step of its own ("click Continue", "verify …")
 * from an entry ("Doe", "last name Doe").
 */
export function readFormFill(clauses: readonly string[], isOwnClause: (clause: string) => boolean): FormFill | null {
  const [first, ...rest] = clauses;
  if (!first) return null;
  const named = NAMED_FORM.exec(first)?.groups;
  const head = named?.values ?? VALUES_ONLY.exec(first)?.groups?.values;
  if (!head || NO_VALUE.test(head.trim())) return null;
  const written = [head];
  for (const clause of rest) {
    if (isOwnClause(clause)) break;
    written.push(clause);
  }
  const entries = written.flatMap((part) => part.split(AND)).filter((part) => part.trim() !== '').map(readEntry);
  // With no form named, only values that say their fields make a form fill: "Enter John, Doe" is no such line.
  if (!named && (entries.length < 2 || !entries.every(namesItsField))) return null;
  // "Fill in the address with 1 Main St" is one field; "the shipping address with name …, city …" is a form.
  if (named && /address$/i.test(named.form ?? '') && entries.length < 2) return null;
  const form = named?.form?.replace(/\s*\b(?:form|details|information|info|fields)$/i, '').trim();
  return { ...(form ? { form } : {}), entries, used: written.length };
}
