import { type ParseError, parseStep, type Step } from '@verity/steps';
import { type Page } from 'playwright-core';
import { type InterpretRequest, type Interpretation, type ModelPolicy, type ModelUsageSummary, type StepInterpreter, type StoredAnswers } from '../engine-types';
import { collectCandidates } from './page-scripts';
import { StepFailure } from './step-failure';

type TokenCount = { inputTokens: number; outputTokens: number };

/** How many model calls a run may make when nobody said otherwise. */
export const DEFAULT_MAX_MODEL_CALLS = 20;
/** Controls and texts a model is shown of the page. */
const CANDIDATE_LIMIT = 80;

export function parseFailureMessage(error: ParseError): string {
  const missing = error.suggestions.filter((suggestion) => !error.message.includes(suggestion));
  return missing.length > 0 ? `${error.message} Try: ${missing.join('; ')}.` : error.message;
}

/** The page a stored answer belongs to: its address without query and fragment. */
export function pageKeyOf(url: string): string {
  try {
    const { origin, pathname } = new URL(url);
    return `${origin}${pathname}`;
  } catch {
    return url;
  }
}

type PageFacts = Pick<InterpretRequest, 'page' | 'candidates'>;

/** What a model is told of the page: its address without the query, its title and its candidate elements. */
async function whatTheModelSees(page: Page): Promise<PageFacts> {
  const [title, candidates] = await Promise.all([page.title().catch(() => ''), page.evaluate(collectCandidates, CANDIDATE_LIMIT).catch(() => [])]);
  return { page: { url: pageKeyOf(page.url()), title }, candidates };
}

/** A line as the grammar reads it, or null when it is not one step of the grammar (an intent is not). */
function grammarStep(line: string, index: number, source: string): Step | null {
  const parsed = parseStep(line, index);
  if (!parsed.ok || !parsed.step || parsed.step.kind === 'intent') return null;
  return { ...parsed.step, source };
}

export interface LineReading {
  step: Step;
  /** The grammar step as a line, shown under the user's line. */
  line: string;
  resolvedBy: 'stored' | 'model';
  /** Keeps a model's answer once its step passed, for the next run to replay. */
  keep: () => Promise<void>;
}

/**
 * Reads the lines neither the grammar nor the intents cover, in the order ARCHITECTURE.md gives: a stored
 * answer for this line on this page first (no call), then the interpreter, within the run's policy. Counts
 * what the run spent.
 */
export class LineReader {
  readonly usage: ModelUsageSummary;
  private readonly policy: ModelPolicy;

  constructor(
    private readonly interpreter: StepInterpreter | undefined,
    private readonly answers: StoredAnswers | undefined,
    policy: ModelPolicy | undefined,
    /** What a model is shown of the page, with the run's secrets masked. */
    private readonly redact: (facts: PageFacts) => PageFacts = (facts) => facts,
  ) {
    this.policy = policy ?? { allowed: true, maxCalls: DEFAULT_MAX_MODEL_CALLS };
    this.usage = { model: interpreter?.name ?? null, calls: 0, inputTokens: 0, outputTokens: 0, replayed: 0 };
  }

  get wasUsed(): boolean {
    return this.usage.calls > 0 || this.usage.replayed > 0;
  }

  /**
   * The model's fix for a step whose element was not found: the step as a line, or null when there is no model,
   * the run may not call one (or has made its calls), or the model had none. Never throws: a fix is a bonus.
   */
  askForFix(line: string, failure: string, page: Page, signal?: AbortSignal): Promise<string | null> {
    return this.ask(page, (interpreter, request) => interpreter.proposeFix?.({ ...request, line, failure, signal }));
  }

  /** The model's reading of a line the planner could not do on its own; null as for askForFix. */
  askToRead(line: string, page: Page, signal?: AbortSignal): Promise<string | null> {
    return this.ask(page, (interpreter, request) => interpreter.interpret({ ...request, line, signal }));
  }

  private async ask(
    page: Page,
    call: (interpreter: StepInterpreter, request: PageFacts) => Promise<Interpretation> | undefined,
  ): Promise<string | null> {
    const { interpreter } = this;
    if (!interpreter || !this.policy.allowed || this.usage.calls >= this.policy.maxCalls) return null;
    const facts = this.redact(await whatTheModelSees(page));
    try {
      const answering = call(interpreter, facts);
      if (!answering) return null;
      this.usage.calls += 1;
      const answer = await answering;
      this.count(answer.usage);
      return answer.step;
    } catch (error) {
      this.count((error as { usage?: TokenCount }).usage);
      return null;
    }
  }

  private count(spent: TokenCount | undefined) {
    this.usage.inputTokens += spent?.inputTokens ?? 0;
    this.usage.outputTokens += spent?.outputTokens ?? 0;
  }

  async read(planned: { index: number; source: string; unparsed: ParseError }, page: Page, signal?: AbortSignal): Promise<LineReading> {
    const { index, source, unparsed } = planned;
    const pageKey = pageKeyOf(page.url());
    const stored = await this.answers?.find(source, pageKey).catch(() => null);
    const replayed = stored ? grammarStep(stored, index, source) : null;
    if (stored && replayed) {
      this.usage.replayed += 1;
      return { step: replayed, line: stored, resolvedBy: 'stored', keep: async () => undefined };
    }

    const notRead = parseFailureMessage(unparsed);
    const { interpreter } = this;
    if (!interpreter) throw new StepFailure(notRead);
    if (!this.policy.allowed) throw new StepFailure(`${notRead} This line needs a model to be read, and ${this.policy.reason ?? 'this run may not call one'}.`);
    if (this.usage.calls >= this.policy.maxCalls) {
      throw new StepFailure(`${notRead} This line needs a model to be read, and this run already made the ${this.policy.maxCalls} model calls it may make.`);
    }
    this.usage.calls += 1;
    const facts = this.redact(await whatTheModelSees(page));
    let answer;
    try {
      answer = await interpreter.interpret({ ...facts, line: source, signal });
    } catch (error) {
      this.count((error as { usage?: TokenCount }).usage);
      throw new StepFailure(`${notRead} The model ${interpreter.name} could not read it: ${(error as Error).message.replace(/\.?$/, '.')}`);
    }
    this.count(answer.usage);
    const step = grammarStep(answer.step, index, source);
    if (!step) throw new StepFailure(`${notRead} The model ${interpreter.name} answered "${answer.step}", which is not a step Verity can run.`);
    return {
      step,
      line: answer.step,
      resolvedBy: 'model',
      keep: async () => {
        await this.answers?.save(source, pageKey, answer.step, interpreter.name).catch(() => undefined);
      },
    };
  }
}
