import { type PageElement } from './read-page';

/** An e-mail address as goals write them. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** A person's name after "named", "called", "name": quoted, or capitalised words ("Grace Hopper", "Ada King-Noel"). */
const NAMED = /\b(?:named|called|name(?:\s+(?:is|of))?|as)\s+(?:"([^"]+)"|“([^”]+)”|((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*){0,3}))/u;
/** Words of a field's label that are not the thing it asks for. */
const LABEL_NOISE = new Set(['your', 'the', 'a', 'an', 'work', 'personal', 'enter', 'optional', 'required', 'code', 'number', 'address']);

/**
 * The value the goal gives for a field, if it gives one: "named Grace Hopper" for a name field (its first or last
 * word for a first or last name), the goal's e-mail address for an e-mail field, and "<label> X" for any other
 * ("with company Acme", "zip code 10001", "city London"). Null when the goal says nothing for it, and the field
 * gets a realistic made-up value instead (valueFor).
 */
export function statedValue(field: PageElement, description: string): string | null {
  const about = `${field.name} ${field.hints ?? ''}`.toLowerCase();
  const type = field.inputType ?? 'text';
  if (type === 'password') return null;
  if (type === 'email' || /e-?mail/.test(about)) return EMAIL.exec(description)?.[0] ?? null;
  const named = NAMED.exec(description);
  const fullName = named ? (named[1] ?? named[2] ?? named[3] ?? '').trim() : '';
  if (fullName && /\bname\b|first.?name|given.?name|last.?name|surname|family.?name|fname|lname/.test(about) && !/user.?name|company|file/.test(about)) {
    const [first, ...rest] = fullName.split(/\s+/);
    if (/first.?name|given.?name|fname/.test(about)) return first ?? null;
    if (/last.?name|surname|family.?name|lname/.test(about)) return rest.length > 0 ? rest.join(' ') : null;
    return fullName;
  }
  return valueAfterLabel(field.name, description);
}

/** Words after a label that are not a value: "with any name and zip code", "the email field". */
const NOT_A_VALUE = /^(?:and|with|then|the|a|an|any|some|random|valid|field|is|to|for|in|on|at|of|your|my|their)$/i;

/** "company Acme", "zip code 10001", "city: London", "phone is 555-0100": the words after the field's label in the goal. */
function valueAfterLabel(label: string, description: string): string | null {
  const words = label
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !LABEL_NOISE.has(word));
  const lower = description.toLowerCase();
  for (const word of words) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const at = new RegExp(String.raw`(?<![\p{L}\p{N}])${escaped}(?:\s+(?:code|number|address))?\s*(?:is\s+|of\s+|as\s+|to\s+|=\s*|:\s*)?`, 'u').exec(lower);
    if (!at) continue;
    // Case matters from here: a name runs on over capitalised words only ("US Navy", not "US Navy and zip").
    const rest = description.slice(at.index + at[0].length);
    const match = /^(?:"([^"]+)"|“([^”]+)”|([\p{L}\p{N}][\p{L}\p{N}@.+'’-]*(?:\s+\p{Lu}[\p{L}\p{N}'’-]*){0,2}))/u.exec(rest);
    const value = match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() : '';
    if (value && !NOT_A_VALUE.test(value)) return value;
  }
  return null;
}
