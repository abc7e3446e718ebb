import { type StepAction } from './ast';
import { maskQuotes, restoreQuotes } from './masked-line';

type Parse = (text: string) => { ok: true; action: StepAction } | { ok: false; reason?: string };

/** Where one step ends and the next begins: "and", "then", a comma, or those together. */
const JOINT = /\s*(?:,\s*and\s+then|,\s*then|,\s*and|\s+and\s+then|\s+then|\s+and|,)\s+/gi;

/** How a check begins when it follows another step on the line: "… and verify that …", "…, then check that …". */
const CLAIM_VERB = /^(?:verify|check\s+(?:that|if|whether)|assert|expect|ensure|make\s+sure|confirm|validate|wait|see|i\s+(?:should|can)\s+see)\b/i;

/** A check said as a statement ("the toast should appear"): after an action only, where it cannot be a list's end. */
const STATEMENT = /^(?:the|a|an|it|they|there|i|you|we|user|this|that)\b/i;

/** How an action begins: the verbs of the step language, as people start a step with them. */
const ACTION_VERB =
  /^(?:(?:double|right)[\s-]?click|click|tap|press|push|hit|follow|open|hover|mouse|type|enter|input|write|put|fill|clear|empty|erase|select|choose|pick|check|tick|uncheck|untick|scroll|upload|attach|go|visit|navigate|load|reload|refresh|switch|close|wait|pause|sleep|store|save|remember|capture|set|generate|create|toggle|expand|collapse|show|reveal|display|submit|accept|dismiss|drag|move|log|sign|add|remove|delete|mark|search|focus|answer|zoom|resize|take|compare|copy|paste)\b/i;

const BEGINS_A_STEP = new RegExp(`${ACTION_VERB.source}|${CLAIM_VERB.source}|${STATEMENT.source}`, 'i');

/**
 * Whether a later part of the line reads as a step of its own rather than the rest of a name or list: it begins
 * with a verb (a check with a verb of checking), and holds more than that word: "Verify that Home, About and
 * Contact links are visible" and "Click Save and Reload" are one step each.
 */
function startsAStep(segment: string, action: StepAction, after: StepAction): boolean {
  if (!/\s/.test(segment.trim())) return false;
  if (action.kind !== 'assert') return ACTION_VERB.test(segment) || CLAIM_VERB.test(segment);
  return CLAIM_VERB.test(segment) || (after.kind !== 'assert' && STATEMENT.test(segment));
}

/**
 * The steps of a line that holds several, joined by "and", "then" or commas ("Type hello into Email and press
 * Enter", "Click Next, then click Finish"), each of which parses alone and, after the first, begins as a step
 * does; null when no split gives such steps. `loosely`: two parts that parse, whatever they begin with, for the
 * suggestions of a refusal.
 */
export function splitSteps(text: string, parse: Parse, { loosely = false } = {}): StepAction[] | null {
  const { text: masked, spans } = maskQuotes(text);
  const requote = (segment: string) => restoreQuotes(segment, spans);
  for (const joint of masked.matchAll(JOINT)) {
    const first = parse(requote(masked.slice(0, joint.index)));
    if (!first.ok) continue;
    const right = requote(masked.slice((joint.index ?? 0) + joint[0].length));
    // The finest reading first: 'enter 2 in Quantity, and click "Add"' is two steps, not 2 typed into a field named
    // "Quantity, and click". Only what begins as a step is split further: a long list of names is read once.
    const rest = !loosely && BEGINS_A_STEP.test(right) ? splitSteps(right, parse) : null;
    if (rest && startsAStep(right, rest[0] as StepAction, first.action)) return [first.action, ...rest];
    const second = parse(right);
    if (second.ok && (loosely || startsAStep(right, second.action, first.action))) return [first.action, second.action];
  }
  return null;
}
