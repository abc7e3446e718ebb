import { ONE_TIME_CODE } from '../one-time-code';
import { constantName, escapeRegExp, regexLiteral, stringLiteral, templateText, variableName } from './js-code';
import { type SpecHelper } from './spec-helpers';

/** The placeholders Verity substitutes in a step's values (variables.ts in the engine): `{{ name }}`. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

/** Names whose values look like secrets: read from the environment, never written into the spec. */
const SECRET_NAME = /pass(?:word|wd|code|phrase)?|secret|token|api[_-]?key|credential|private[_-]?key|otp|(?:^|_)pin(?:$|_)/i;

export const isSecretName = (name: string) => SECRET_NAME.test(name);

/** A step uses `{{name}}` that neither the test nor an earlier step defines: Verity fails it, so it is not exported. */
export class UnknownVariableError extends Error {
  constructor(readonly names: string[]) {
    super(`it uses ${names.map((name) => `{{${name}}}`).join(', ')}, which no variable of the test or earlier step defines`);
  }
}

/** A step types a one-time code (`{{totp:name}}`): Verity computes it from the secret as the step runs. */
export class OneTimeCodeError extends Error {
  constructor() {
    super('it types a one-time code, which Verity computes from the secret as the step runs (use an authenticator library such as otpauth here)');
  }
}

/** A step on an e-mail: Verity reads it from its test inbox, which a Playwright spec does not have. */
export class InboxStepError extends Error {
  constructor() {
    super('it reads an e-mail from Verity’s test inbox (use your own mail-testing service here, e.g. Mailpit’s or Mailosaur’s API)');
  }
}

export interface SpecConstant {
  identifier: string;
  /** The code of its value: a string literal, or `requireEnv('NAME')` for a secret. */
  value: string;
  isSecret: boolean;
}

/** One part of a value: literal text, or the identifier a placeholder stands for. */
type Part = { text: string } | { identifier: string };

/**
 * The values of the spec: the test's variables (constants at the top, declared when a step first uses them) and the
 * values steps store or generate as the test runs (names match case-insensitively, as in Verity). Turns a step's
 * value into code: a string literal, an identifier or a template literal.
 */
export class SpecValues {
  private readonly bindings = new Map<string, string>();
  private readonly runtime = new Set<string>();
  private readonly used = new Set<string>();
  private readonly constants = new Map<string, SpecConstant>();

  private readonly secretNames: Set<string>;

  /** `secretNames`: variables always read from the environment, whatever they are called. */
  constructor(
    private readonly variables: Record<string, string>,
    private readonly helpers: Set<SpecHelper>,
    secretNames: readonly string[] = [],
  ) {
    this.secretNames = new Set(secretNames.map((name) => name.toLowerCase()));
  }

  /** The value as code. Throws UnknownVariableError when it uses a variable nothing defines. */
  text(value: string): string {
    const parts = this.parts(value);
    if (parts.length === 1 && 'identifier' in parts[0]!) return parts[0].identifier;
    if (parts.every((part) => 'text' in part)) return stringLiteral(value);
    return `\`${parts.map((part) => ('text' in part ? templateText(part.text) : `\${${part.identifier}}`)).join('')}\``;
  }

  /** Whether the value holds a placeholder: a value Verity only knows as it runs. */
  static isVariable(value: string): boolean {
    return new RegExp(PLACEHOLDER.source).test(value);
  }

  /** A case-insensitive pattern for the value: the whole text (`anchored`) or a part of it. */
  pattern(value: string, anchored: boolean): string {
    const parts = this.parts(value);
    const [start, end] = anchored ? ['^', '$'] : ['', ''];
    if (parts.every((part) => 'text' in part)) return regexLiteral(`${start}${escapeRegExp(value)}${end}`, 'i');
    this.helpers.add('escapeRegExp');
    const body = parts.map((part) => ('text' in part ? templateText(escapeRegExp(part.text)) : `\${escapeRegExp(${part.identifier})}`)).join('');
    return `new RegExp(\`${start}${body}${end}\`, 'i')`;
  }

  /**
   * The identifier a step stores or generates `name` into, and how it is introduced: `const` the first time, `let`
   * when a later step sets it again (`reassigned`), nothing when it is set again.
   */
  define(name: string, reassigned: boolean): { identifier: string; keyword: 'const ' | 'let ' | '' } {
    const key = name.toLowerCase();
    const existing = this.bindings.get(key);
    if (existing && this.runtime.has(existing)) return { identifier: existing, keyword: '' };
    const identifier = this.unique(variableName(name));
    this.bindings.set(key, identifier);
    this.runtime.add(identifier);
    return { identifier, keyword: reassigned ? 'let ' : 'const ' };
  }

  /** The test's variables some step used, in the test's order. */
  usedConstants(): SpecConstant[] {
    return Object.keys(this.variables).flatMap((name) => this.constants.get(name.toLowerCase()) ?? []);
  }

  private parts(value: string): Part[] {
    if (new RegExp(ONE_TIME_CODE.source, 'i').test(value)) throw new OneTimeCodeError();
    const parts: Part[] = [];
    const unknown: string[] = [];
    let last = 0;
    for (const match of value.matchAll(PLACEHOLDER)) {
      if (match.index > last) parts.push({ text: value.slice(last, match.index) });
      const identifier = this.resolve(match[1] as string);
      if (identifier) parts.push({ identifier });
      else unknown.push(match[1] as string);
      last = match.index + match[0].length;
    }
    if (unknown.length > 0) throw new UnknownVariableError([...new Set(unknown)]);
    if (last < value.length || parts.length === 0) parts.push({ text: value.slice(last) });
    return parts;
  }

  private resolve(name: string): string | null {
    const key = name.toLowerCase();
    const bound = this.bindings.get(key);
    if (bound) return bound;
    const declared = Object.keys(this.variables).find((candidate) => candidate.toLowerCase() === key);
    if (declared === undefined) return null;
    const identifier = this.unique(constantName(declared));
    const isSecret = isSecretName(declared) || this.secretNames.has(key);
    if (isSecret) this.helpers.add('requireEnv');
    this.constants.set(key, { identifier, isSecret, value: isSecret ? `requireEnv(${stringLiteral(identifier)})` : stringLiteral(this.variables[declared] ?? '') });
    this.bindings.set(key, identifier);
    return identifier;
  }

  private unique(identifier: string): string {
    let candidate = identifier;
    for (let suffix = 2; this.used.has(candidate); suffix += 1) candidate = `${identifier}${suffix}`;
    this.used.add(candidate);
    return candidate;
  }
}
