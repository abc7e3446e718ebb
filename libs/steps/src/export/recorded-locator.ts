/**
 * A run records each step's locator as Playwright prints it: `getByRole('button', { name: 'Sign in', exact: true })`,
 * relative to nothing. These turn it into code on `page`, and refuse anything that is not plainly a locator, so what
 * a run stored can never put other code into a spec.
 */

/** Methods that start a locator (on the page) or refine one. */
const LOCATOR_METHODS = new Set(['getByRole', 'getByText', 'getByLabel', 'getByPlaceholder', 'getByAltText', 'getByTitle', 'getByTestId', 'locator', 'frameLocator']);
const CHAIN_METHODS = new Set([...LOCATOR_METHODS, 'nth', 'first', 'last', 'filter', 'or', 'and', 'contentFrame', 'owner']);
const OPTION_KEYS = new Set(['name', 'exact', 'hasText', 'hasNotText', 'has', 'hasNot', 'visible', 'checked', 'disabled', 'expanded', 'includeHidden', 'level', 'pressed', 'selected']);
const LITERAL_WORDS = new Set(['true', 'false']);

/** Where a `/` opens a regular expression rather than dividing: after one of these (spaces skipped). */
const BEFORE_REGEX = new Set(['', '(', ',', ':', '{', '[']);

/** Reads a quoted string or a regular expression from `start`; returns the index after it, or -1 if it never ends. */
function skipLiteral(code: string, start: number): number {
  const opener = code[start];
  let inClass = false;
  for (let index = start + 1; index < code.length; index += 1) {
    const character = code[index];
    if (character === '\\') {
      index += 1;
      continue;
    }
    if (character === '\n') return -1;
    if (opener === '/') {
      if (character === '[') inClass = true;
      else if (character === ']') inClass = false;
      else if (character === '/' && !inClass) {
        let end = index + 1;
        while (/[a-z]/.test(code[end] ?? '')) end += 1;
        return end;
      }
    } else if (character === opener) {
      return index + 1;
    }
  }
  return -1;
}

/**
 * The recorded locator as code on `page` (`page.getByRole(…)`, and `page.` inside `.or(…)` and `has: …`), or null
 * when it is not a locator this knows how to write.
 */
export function locatorOnPage(recorded: string): string | null {
  const code = recorded.trim();
  if (!code || code.length > 2_000) return null;
  let output = '';
  let previous = '';
  let depth = 0;
  for (let index = 0; index < code.length; ) {
    const character = code[index] as string;
    if (character === "'" || character === '"' || character === '`' || (character === '/' && BEFORE_REGEX.has(previous))) {
      if (character === '`') return null;
      const end = skipLiteral(code, index);
      if (end < 0) return null;
      output += code.slice(index, end);
      index = end;
      previous = 'literal';
      continue;
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(code.slice(index))?.[0];
    if (word) {
      const isCall = code[index + word.length] === '(';
      const isMember = previous === '.';
      const isKey = /^\s*:/.test(code.slice(index + word.length));
      if (isCall && isMember && word === 'visible' && code.startsWith('()', index + word.length)) {
        // Playwright prints filter({ visible: true }) as visible(), a method only its newest versions have.
        output += 'filter({ visible: true })';
        index += word.length + 2;
        previous = ')';
        continue;
      }
      if (isCall && !isMember && LOCATOR_METHODS.has(word)) output += `page.${word}`;
      else if (isCall && isMember && CHAIN_METHODS.has(word)) output += word;
      else if (isKey && OPTION_KEYS.has(word)) output += word;
      else if (LITERAL_WORDS.has(word) && !isCall) output += word;
      else return null;
      index += word.length;
      previous = 'word';
      continue;
    }
    const number = /^-?\d+/.exec(code.slice(index))?.[0];
    if (number && previous !== 'word') {
      output += number;
      index += number.length;
      previous = 'literal';
      continue;
    }
    if (!/[().,:{}[\]\s]/.test(character)) return null;
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (depth < 0) return null;
    output += character;
    index += 1;
    if (!/\s/.test(character)) previous = character;
  }
  return depth === 0 && output.startsWith('page.') ? output : null;
}
