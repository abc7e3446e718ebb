import { type ProposedFix } from '@verity/contracts';
import { changesOnlyTarget, formatStep, formatTimeLimit, parseStep, type Step, type Target, targetOf, withTarget } from '@verity/steps';
import { similarity, words } from './resolve/text-match';
import { type StepFailure } from './step-failure';

/** How many of the page's closest names are tried before the model is asked. */
const NAMES_TRIED = 2;
/** How alike a page's name must be to the step's, once words like "your" are set aside, to be proposed. */
const MIN_SIMILARITY = 0.5;
const FILLER_WORDS = /\b(?:your|my|our|the|a|an|this)\b/gi;
const withoutFiller = (text: string) => text.replace(FILLER_WORDS, ' ');

/** "Your login" and "Your password" share only "your": not the same element under another name. */
const isLike = (wanted: string, name: string) => similarity(withoutFiller(wanted), withoutFiller(name)) >= MIN_SIMILARITY;

/**
 * "Archive order" is not "Order", nor "Add to cart" "Cart": what a click is on says what it does with its first word,
 * and a name made of only the words after it names something else (the column, the page). "Submit form" keeps it
 * in "Submit"; a field's "Full name" may well be "Name" (only clicks are held to this).
 */
function dropsTheVerb(step: Step, wanted: string, name: string): boolean {
  if (step.kind !== 'click') return false;
  const asked = words(withoutFiller(wanted));
  const named = words(withoutFiller(name));
  return asked.length > 1 && !named.includes(asked[0]!) && named.every((word) => asked.includes(word));
}

export interface FixAttempts {
  /** Tries a step on the page as it is now, briefly and with no side effects (see dryRun); throws when it fails. */
  tryStep(step: Step): Promise<void>;
  /** The model's rewrite of the failed line, or null when there is no model to ask or it had none. */
  askModel(): Promise<string | null>;
  /** The model asked, to name it in the proposal. */
  modelName: string | null;
}

/** The target with another name: first keeping how the step narrowed it, then the name alone. */
function renamed(target: Target, name: string): Target[] {
  const kept = { ...target, text: name };
  const bare = { text: name };
  return JSON.stringify(kept) === JSON.stringify(bare) ? [bare] : [kept, bare];
}

async function passes(step: Step, attempts: FixAttempts): Promise<boolean> {
  try {
    await attempts.tryStep(step);
    return true;
  } catch {
    return false;
  }
}

/**
 * A fix for a step that failed because its element was not on the page: the same step finding its element
 * another way — one of the names the page has that are closest to the step's, else the model's rewrite — kept
 * only when it works on the page as it is (a check passes; an action's element is found, and nothing is done).
 * It never changes what the step does or what a check expects (`changesOnlyTarget`). Null when nothing passes.
 */
export async function proposeFix(step: Step, failure: StepFailure, attempts: FixAttempts): Promise<ProposedFix | null> {
  // The line keeps its own time limit: the fix changes only how the element is found.
  const lineOf = (proposed: Step) => (step.timeoutMs ? `${formatStep(proposed)} ${formatTimeLimit(step.timeoutMs)}` : formatStep(proposed));
  const target = targetOf(step);
  if (!failure.targetMissing || !target) return null;
  const closeNames = failure.candidates.filter((candidate) => isLike(target.text, candidate) && !dropsTheVerb(step, target.text, candidate));
  for (const name of closeNames.slice(0, NAMES_TRIED)) {
    for (const candidate of renamed(target, name)) {
      // withTarget keeps the rest of the step as it is, its line and index included.
      const proposed = withTarget(step, candidate) as Step;
      if (changesOnlyTarget(step, proposed) && (await passes(proposed, attempts))) return { step: lineOf(proposed), by: 'page' };
    }
  }
  const answer = await attempts.askModel();
  if (!answer) return null;
  const parsed = parseStep(answer, step.index);
  if (!parsed.ok || !parsed.step || parsed.step.kind === 'intent') return null;
  const proposed: Step = { ...parsed.step, source: step.source, ...(step.timeoutMs ? { timeoutMs: step.timeoutMs } : {}) };
  if (!changesOnlyTarget(step, proposed) || !(await passes(proposed, attempts))) return null;
  return { step: lineOf(proposed), by: 'model', ...(attempts.modelName ? { model: attempts.modelName } : {}) };
}
