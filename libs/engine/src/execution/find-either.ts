import { type Target } from '@verity/steps';
import { resolveTarget, type ResolvedTarget } from './resolve/resolve-target';
import { type Purpose } from './resolve/strategies';
import { resolveContext, type StepContext } from './step-context';
import { pause } from './step-failure';
import { untraced } from './untraced';

const find = (target: Target, purpose: Purpose, context: StepContext): Promise<ResolvedTarget> => untraced(context.page, () => resolveTarget(target, purpose, resolveContext(context)));

/** How long the element named in full has to be found once the other reading of the words found one. */
const FULL_NAME_GRACE_MS = 300;

/**
 * The element the words name, or, when they name none, the one another reading of them names (looked for side by
 * side, so neither waits for the other to give up): the words in full win whenever they are found.
 */
export async function findEither(target: Target, other: Target | null, purpose: Purpose, context: StepContext): Promise<ResolvedTarget> {
  return (await findEitherNamed(target, other, purpose, context)).found;
}

/** findEither, with the words that found the element. */
export async function findEitherNamed(target: Target, other: Target | null, purpose: Purpose, context: StepContext): Promise<{ found: ResolvedTarget; by: Target }> {
  if (!other) return { found: await find(target, purpose, context), by: target };
  const stopFull = new AbortController();
  const stopOther = new AbortController();
  const looking = (words: Target, stop: AbortController) => find(words, purpose, { ...context, signal: context.signal ? AbortSignal.any([context.signal, stop.signal]) : stop.signal });
  const full = looking(target, stopFull);
  const alternative = looking(other, stopOther);
  full.catch(() => undefined);
  alternative.catch(() => undefined);
  const first = await Promise.race([full.then((found) => ({ found, isFull: true })), alternative.then((found) => ({ found, isFull: false }))]).catch(() => null);
  if (first?.isFull) {
    stopOther.abort();
    return { found: first.found, by: target };
  }
  if (first) {
    const fuller = await Promise.race([full, pause(FULL_NAME_GRACE_MS).then(() => null)]).catch(() => null);
    stopFull.abort();
    return fuller ? { found: fuller, by: target } : { found: first.found, by: other };
  }
  // One gave up at its deadline: the other may still find its element; the words in full say why none was found.
  const [fullResult, otherResult] = await Promise.allSettled([full, alternative]);
  if (fullResult.status === 'fulfilled') return { found: fullResult.value, by: target };
  if (otherResult.status === 'fulfilled') return { found: otherResult.value, by: other };
  throw fullResult.reason;
}

