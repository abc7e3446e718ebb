/**
 * "the welcome message contains the username": a value the test typed or was given, named by what it is. The words
 * "the username" would be looked for, and the check fail on a page that greets the user by name.
 */
const VALUE_NAMED_ELSEWHERE =
  /\b(?:contains?|includes?|shows?|says?|displays?|reads?|has|have|is|equals?|matches)\s+(?:the\s+|my\s+|our\s+|their\s+)(?<what>user\s*name|login\s+name|user['’]s\s+name|e-?mail(?:\s+address)?|(?:first|last|full|display|account|company)\s+name|password|name\s+(?:I|we|you)\s+(?:typed|entered|used))$/i;

/** Why a check that ends naming a value by what it is cannot be run, or null when it names the words themselves. */
export function valueNamedElsewhere(claim: string): string | null {
  const what = VALUE_NAMED_ELSEWHERE.exec(claim)?.groups?.what;
  if (!what) return null;
  return `which ${what.toLowerCase()}? Write the words the page should show, in quotes (contains "standard_user"), or the variable that holds them (contains "{{username}}")`;
}
