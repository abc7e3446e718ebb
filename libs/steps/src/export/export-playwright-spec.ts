import { DEFAULT_VIEWPORT, type StepResult, type TestConfigurationView } from '@verity/contracts';
import { type Assertion, type Step, type TestStep } from '../ast';
import { ACTING_STEPS, ADDRESS_BEFORE_ACTION, ARRIVING_STEPS } from '../address-unchanged';
import { parseStep, type StepParse } from '../parse-step';
import { fileNameSlug } from './export-steps-text';
import { commentText, msLiteral, stringLiteral } from './js-code';
import { isReplayableRun, type RecordedRun } from './recorded-run';
import { helperSource, type SpecHelper } from './spec-helpers';
import { recordedLocator, UnnamedTargetError } from './spec-locators';
import { InboxStepError, OneTimeCodeError, SpecValues, UnknownVariableError } from './spec-values';
import { stepCode } from './step-code';

export interface ExportableTest {
  id: string;
  configuration: Pick<TestConfigurationView, 'name' | 'base_url' | 'instructions' | 'variables' | 'secret_variables' | 'viewport' | 'step_timeout_ms'>;
}

export interface PlaywrightSpec {
  /** `sign-up.spec.ts`. */
  fileName: string;
  source: string;
  /**
   * The steps written as a failing TODO(verity) placeholder, numbered as a run numbers them ("Step 3 failed"):
   * from 1, blank and comment lines not counted.
   */
  untranslated: number[];
}

/** `part`: the second or a later step of a line that holds several, written under the line's comment. */
type Line = { kind: 'comment'; text: string } | { kind: 'step'; number: number; source: string; parsed: StepParse; result?: StepResult; part?: number };

/** A step the spec cannot do as Verity does: why, and what Verity's run did for it, when it says. */
class NotExported extends Error {}

const INDENT = '  ';

function readLines(instructions: readonly string[], results: Map<number, StepResult>): Line[] {
  let number = 0;
  return instructions.flatMap((source, index): Line[] => {
    const parsed = parseStep(source, index);
    if (parsed.ok && parsed.step === null) {
      const text = commentText(source.trim().replace(/^(?:#|\/\/)\s*/, ''));
      return text === '' ? [] : [{ kind: 'comment', text }];
    }
    number += 1;
    const result = results.has(index) ? { result: results.get(index) } : {};
    const steps = parsed.ok ? stepsOfSequence(parsed.step) : null;
    if (!steps) return [{ kind: 'step', number, source, parsed, ...result }];
    // "Type hello into Email and press Enter": the steps of the line, one after the other.
    return steps.map((step, part) => ({ kind: 'step', number, source, parsed: { ok: true, step }, ...(part === 0 ? result : { part }) }));
  });
}

/** The steps of a line that holds several, each timed as the line is; null for any other line. */
function stepsOfSequence(step: TestStep | null): Step[] | null {
  if (step?.kind !== 'intent' || !step.clauses.every((clause) => clause.kind === 'step')) return null;
  const { index, source, timeoutMs } = step;
  return step.clauses.map((clause) => ({ ...(clause as Extract<typeof clause, { kind: 'step' }>).step, index, source, ...(timeoutMs ? { timeoutMs } : {}) }));
}

/** The grammar step a line is, or why it is not exported. */
function grammarStep(line: Extract<Line, { kind: 'step' }>): Step {
  const { parsed } = line;
  if (!parsed.ok) throw new NotExported("Verity's step language does not read this line (in a run, a model may), so it is not exported");
  if (parsed.step?.kind === 'intent') throw new NotExported('Verity turns this line into steps on the page as the test runs, so it is not exported');
  return parsed.step as Step;
}

/** A step about the browser's dialogs: the spec then answers each as the steps say. */
function isDialogStep(line: Line): boolean {
  if (line.kind !== 'step' || !line.parsed.ok) return false;
  const step = line.parsed.step;
  return step?.kind === 'answer-dialog' || (step?.kind === 'assert' && step.assertion.type === 'dialog-text');
}

/** A check of that kind: "the URL does not change" ('address-unchanged') needs where each action began, for instance. */
function isCheckOf(line: Line, type: Assertion['type']): boolean {
  return line.kind === 'step' && line.parsed.ok && line.parsed.step?.kind === 'assert' && line.parsed.step.assertion.type === type;
}

/** Verity's record of the console: console.error messages and uncaught errors, in every tab. */
const CONSOLE_ERRORS = [
  '// Verity\'s "no console errors": console.error messages and uncaught errors in any tab, since the test began.',
  'const consoleErrors: string[] = [];',
  "page.context().on('console', (message) => {",
  "  if (message.type() === 'error') consoleErrors.push(message.text());",
  '});',
  "page.context().on('weberror', (webError) => consoleErrors.push(`Uncaught ${webError.error().message}`));",
];

/** Verity's handling of alerts, confirms and prompts: the answer a step arranged, else OK; the last message kept. */
const DIALOG_ANSWERS = [
  "// Verity answers the browser's dialogs as the steps say (given before the step that opens one), else with OK.",
  'let dialogAnswer: { accept: boolean; text?: string } | null = null;',
  "let lastDialog = '';",
  "page.on('dialog', async (dialog) => {",
  "  const answer = dialog.type() === 'beforeunload' ? { accept: true } : (dialogAnswer ?? { accept: true });",
  "  if (dialog.type() !== 'beforeunload') dialogAnswer = null;",
  '  lastDialog = dialog.message();',
  '  await (answer.accept ? dialog.accept(answer.text) : dialog.dismiss());',
  '});',
];

/** The answer the step after `position` gives a dialog, when it is one. */
function nextAnswer(lines: Line[], position: number): Extract<Step, { kind: 'answer-dialog' }> | null {
  const next = lines.slice(position + 1).find((line) => line.kind === 'step');
  if (!next || next.kind !== 'step' || !next.parsed.ok) return null;
  return next.parsed.step?.kind === 'answer-dialog' ? next.parsed.step : null;
}

function answerLiteral(answer: Extract<Step, { kind: 'answer-dialog' }>, values: SpecValues): string {
  return `{ accept: ${answer.accept}${answer.text === undefined ? '' : `, text: ${values.text(answer.text)}`} }`;
}

/** Variables that more than one step stores or generates: declared with `let`. */
function reassignedVariables(lines: Line[]): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (line.kind !== 'step' || !line.parsed.ok) continue;
    const step = line.parsed.step;
    if (step?.kind === 'store-text' || step?.kind === 'generate') counts.set(step.variable.toLowerCase(), (counts.get(step.variable.toLowerCase()) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count > 1).map(([name]) => name));
}

/** The TODO and the failing placeholder for a step that is not exported, with what Verity's run did for it. */
function placeholder(line: Extract<Line, { kind: 'step' }>, reason: string, isRunUsed: boolean): string[] {
  const expanded = isRunUsed ? (line.result?.expanded ?? []).filter((step) => step.status === 'completed') : [];
  const did = expanded.length > 0 ? ["// Verity's run did:", ...expanded.map((step) => `//   ${commentText(step.step)}`)] : [];
  const message = `Step ${line.number} is not exported: ${commentText(line.source)}`;
  return [`// TODO(verity): ${reason}. Write it by hand.`, ...did, `throw new Error(${stringLiteral(message)});`];
}

function header(test: ExportableTest, run: RecordedRun | null, untranslated: number[]): string[] {
  const { name, base_url: baseUrl } = test.configuration;
  const when = run?.finished_at ? ` of ${run.finished_at.slice(0, 10)}` : '';
  const locators = run
    ? `// Locators: the ones Verity used in run ${commentText(run.id)}${when}, which passed with these very steps.`
    : "// Locators: derived from the steps, as Verity looks first; no passing run of these steps had Verity's own.";
  const missing =
    untranslated.length === 0
      ? []
      : [`// Not exported: step${untranslated.length === 1 ? '' : 's'} ${untranslated.join(', ')}, which fail${untranslated.length === 1 ? 's' : ''} until written by hand (see TODO(verity)).`];
  return [`// ${commentText(name)}`, `// Exported from Verity test ${commentText(test.id)} as a Playwright test.`, `// Base URL: ${commentText(baseUrl)}`, locators, ...missing];
}

/**
 * A Playwright Test spec that does the test's steps as Verity does them: one commented line per step above its
 * code, Playwright's locators and retrying `expect`. With a run that passed with the test's current steps, each
 * step uses the locator Verity used in it; otherwise locators are derived from the steps. Lines the spec cannot do
 * as Verity does (intents, lines only a model reads, unknown variables) become a TODO(verity) that fails.
 */
export function exportPlaywrightSpec(test: ExportableTest, options: { run?: RecordedRun | null } = {}): PlaywrightSpec {
  const { name, base_url: baseUrl, instructions, variables = {}, secret_variables: secrets = {}, viewport = DEFAULT_VIEWPORT, step_timeout_ms: stepTimeoutMs } = test.configuration;
  const run = options.run && isReplayableRun(instructions, options.run) ? options.run : null;
  const results = new Map((run?.steps ?? []).map((result) => [result.index, result]));
  const lines = readLines(instructions, results);
  const helpers = new Set<SpecHelper>();
  // A secret variable's value is never known here: the spec reads it from the environment.
  const values = new SpecValues({ ...variables, ...secrets }, helpers, Object.keys(secrets));
  const reassigned = reassignedVariables(lines);
  const untranslated: number[] = [];
  let extraMs = 0;

  const body: string[] = lines.some(isDialogStep) ? DIALOG_ANSWERS : ['// Verity accepts alerts and confirms as a person clicking OK would.', "page.on('dialog', (dialog) => dialog.accept());"];
  const firstStep = lines.find((line) => line.kind === 'step');
  if (firstStep && !(firstStep.parsed.ok && firstStep.parsed.step?.kind === 'navigate')) {
    body.push('// Verity starts on the base URL when the first step opens no page.', 'await page.goto(BASE_URL);');
  }
  if (lines.some((line) => isCheckOf(line, 'no-console-errors'))) body.push(...CONSOLE_ERRORS);
  const tracksAddress = lines.some((line) => isCheckOf(line, 'address-unchanged'));
  if (tracksAddress) body.push(`// Where the last action began (a page load: where it arrived), for "the URL does not change".`, `let ${ADDRESS_BEFORE_ACTION} = page.url();`);
  for (const [position, line] of lines.entries()) {
    if (line.kind === 'comment') {
      body.push('', `// ${line.text}`);
      continue;
    }
    // The line's placeholder already stands for its later steps.
    if (untranslated.includes(line.number)) continue;
    if (!line.part) body.push('', `// ${line.number}. ${commentText(line.source)}`);
    try {
      const step = grammarStep(line);
      const isRecordable = !line.result?.resolved_by || line.result.resolved_by === 'grammar';
      const recorded = run && isRecordable && line.result?.locator ? recordedLocator(line.result.locator, line.result.action) : null;
      // The dialog this step opens blocks it until answered: the next step's answer is given before it.
      const answer = nextAnswer(lines, position);
      if (answer && step.kind !== 'answer-dialog') body.push(`dialogAnswer = ${answerLiteral(answer, values)};`);
      const code = stepCode(step, { values, helpers, recorded, reassigned, ...(step.timeoutMs ? { timeoutMs: step.timeoutMs } : {}) });
      if (tracksAddress && ACTING_STEPS.has(step.kind)) body.push(`${ADDRESS_BEFORE_ACTION} = page.url();`);
      body.push(...code);
      if (tracksAddress && ARRIVING_STEPS.has(step.kind)) body.push(`${ADDRESS_BEFORE_ACTION} = page.url();`);
      extraMs += step.kind === 'wait' ? step.seconds * 1_000 : (step.timeoutMs ?? 0);
    } catch (error) {
      if (!(error instanceof NotExported || error instanceof UnknownVariableError || error instanceof OneTimeCodeError || error instanceof UnnamedTargetError || error instanceof InboxStepError)) throw error;
      untranslated.push(line.number);
      const reason = error instanceof NotExported ? error.message : `this step is not exported: ${error.message}`;
      body.push(...placeholder(line, reason.charAt(0).toUpperCase() + reason.slice(1), run !== null));
    }
  }
  if (extraMs > 0) body.unshift("// Room for the steps' own waits and time limits on top of Playwright's 30 s.", `test.setTimeout(${msLiteral(30_000 + extraMs)});`);

  const imports = [...(helpers.has('textOf') ? ['type Locator'] : []), stepTimeoutMs ? 'expect as baseExpect' : 'expect', 'test'];
  const constants = values.usedConstants();
  const use = [`baseURL: BASE_URL`, `viewport: { width: ${viewport.width}, height: ${viewport.height} }`, ...(stepTimeoutMs ? [`actionTimeout: ${msLiteral(stepTimeoutMs)}`] : [])];
  const source = [
    ...header(test, run, untranslated),
    `import { ${imports.join(', ')} } from '@playwright/test';`,
    '',
    `const BASE_URL = ${stringLiteral(baseUrl)};`,
    ...constants.filter(({ isSecret }) => !isSecret).map(({ identifier, value }) => `const ${identifier} = ${value};`),
    ...(constants.some(({ isSecret }) => isSecret) ? ['// Sensitive values are read from the environment, never written here.'] : []),
    ...constants.filter(({ isSecret }) => isSecret).map(({ identifier, value }) => `const ${identifier} = ${value};`),
    ...(stepTimeoutMs
      ? ['', `// Each step waits up to ${stepTimeoutMs / 1_000} s for its element or check, the test's step timeout in Verity.`, `const expect = baseExpect.configure({ timeout: ${msLiteral(stepTimeoutMs)} });`]
      : []),
    '',
    `test.use({ ${use.join(', ')} });`,
    '',
    `test(${stringLiteral(name)}, async ({ page }) => {`,
    ...body.map((code) => (code === '' ? '' : `${INDENT}${code}`)),
    '});',
    ...helperSource(helpers),
  ];
  return { fileName: `${fileNameSlug(name)}.spec.ts`, source: `${source.join('\n')}\n`, untranslated };
}
