import { type Assertion, type Target } from './ast';
import { formatTarget } from './format-step';
import { maskQuotes, quote, unmask } from './masked-line';
import { parseTarget } from './target';
import { NUMBER_PATTERN, numberOf } from './vocabulary';

type VisualCheck = Extract<Assertion, { type: 'visual' }>;

/**
 * The share of a picture's pixels that may differ from the baseline unless the step says otherwise, in percent: none,
 * as Playwright's toHaveScreenshot allows none. Rendering noise never counts (pixelmatch ignores anti-aliased edges
 * and colours that moved less than its threshold), and what is left is a real change however small: a price that
 * went from €9 to €19 is some 50 pixels, 0.005% of a 1280×800 window, which an allowance of 0.1% (a thousand pixels)
 * would let through. "… within 0.5%" allows some, for a page that renders slightly differently from run to run.
 */
export const DEFAULT_MAX_DIFF_PERCENT = 0;

/** The line suggested for a visual claim the grammar cannot read. */
export const VISUAL_EXAMPLE = 'Check that the page matches the baseline';

const re = (source: string) => new RegExp(source, 'i');

const PAGE = re(String.raw`^(?:the\s+|this\s+)?(?:current\s+)?(?:page|screen|window|view|site|website|web\s*page|app)$`);
/** "the baseline", "its baseline screenshot", "the approved reference image". */
const BASELINE = String.raw`(?:the|its|their|a|my|our)\s+(?:(?:saved|approved|stored|visual|last|previous|accepted)\s+)*(?:baseline|reference)(?:\s+(?:screenshot|image|picture|snapshot|version|one))?`;
const SAME = String.raw`(?:visually\s+)?(?:matches|match|looks?\s+(?:exactly\s+)?(?:the\s+same\s+as|like|identical\s+to)|(?:is|are|be|stays?|remains?)\s+(?:visually\s+)?(?:exactly\s+)?(?:the\s+same\s+as|identical\s+to|unchanged\s+(?:from|since))|(?:has|have)\s+not\s+changed\s+(?:from|since)|equals?|corresponds?\s+to)`;
const DIFFERENT = String.raw`(?:not\s+(?:visually\s+)?(?:matches|match|looks?|equals?|correspond)|(?:is|are|be)\s+not\s+(?:the\s+same|identical|unchanged|like)|(?:is|are|be|looks?)\s+(?:visually\s+)?different|differs?|deviates?|(?:has|have)\s+changed|changed)`;
const SAME_AS_BASELINE = re(String.raw`^(?<subject>.+?)\s+${SAME}\s+${BASELINE}(?<rest>.*)$`);
const DIFFERENT_FROM_BASELINE = re(String.raw`^(?<subject>.+?)\s+${DIFFERENT}\b.*\b(?:baseline|reference)\b`);
/** Words of comparison with a baseline anywhere in the claim: refused with the phrasing to use when not read. */
const BASELINE_CLAIM = re(String.raw`\b(?:match(?:es)?|looks?|same|identical|unchanged|differ(?:s|ent)?|changed?|compared?)\b.*\bbaseline\b|\bbaseline\b.*\b(?:match(?:es)?|differ(?:s|ent)?)\b`);

const AMOUNT = String.raw`(?<amount>${NUMBER_PATTERN})\s*(?<unit>%|percent|per\s*cent|pixels?|px)`;
/** "within 2%", "with a tolerance of 2 percent", "allowing up to 0.5% of pixels to differ". */
const ALLOWED = re(
  String.raw`(?:^|[\s,;(]+)(?:(?:to\s+)?within|with(?:\s+a)?\s+(?:tolerance|threshold|margin)\s+of|allowing(?:\s+for)?(?:\s+up\s+to)?|(?:with\s+)?up\s+to|by\s+at\s+most|at\s+most|(?:with\s+)?(?:a\s+)?(?:tolerance|threshold)(?:\s+of)?)\s+${AMOUNT}` +
    String.raw`(?:\s+(?:of\s+(?:the\s+)?pixels|(?:pixel\s+)?differences?|tolerance|different|changed?|to\s+differ|to\s+change|allowed))*\s*\)?(?=$|[\s,;])`,
);
/** ", ignoring "Last updated" and "Ad"", "except the "Clock" region". */
const MASKS = re(
  String.raw`^[,;]?\s*(?:and\s+)?(?:while\s+)?(?:ignoring|ignore|except(?:\s+for)?|excluding|exclude|masking|mask|hiding|apart\s+from|not\s+counting|but\s+ignor(?:e|ing))\s+(?:the\s+(?:regions?|areas?|elements?)\s+)?(?<list>.+)$`,
);
const LIST_SEPARATOR = /\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\s*&\s*/i;

type VisualReading = { assertion: Assertion } | { refusal: string } | null;

/**
 * Reads "the page matches the baseline, ignoring "Last updated" within 2%" (the words after "Check that",
 * normalized; quoted strings masked). The subject is the page (the browser window) or an element named as steps
 * name their elements; "ignoring …" lists the regions to cover in both pictures; "within N%" the share of pixels
 * that may differ. Only a likeness can be checked: "does not match the baseline" is refused with the phrasing to use.
 * Null for words that are not about a baseline.
 */
export function readVisualClaim(claim: string, quotes: string[]): VisualReading {
  const same = SAME_AS_BASELINE.exec(claim)?.groups;
  // "does not match the baseline" reads "the page not match the baseline" once normalized: a difference, refused below.
  if (same && !/\b(?:not|never)$/i.test((same.subject as string).trim())) {
    const subject = (same.subject as string).trim();
    const target = PAGE.test(subject) ? undefined : parseTarget(subject, quotes);
    if (target === null) return { refusal: `I could not tell which element to compare with its baseline: ${quote(unmask(subject, quotes))}. Name it as other steps do, e.g. Check that "Pricing" matches the baseline` };
    const options = readOptions(same.rest as string, quotes);
    if ('refusal' in options) return options;
    return { assertion: { type: 'visual', ...(target ? { target } : {}), masks: options.masks, ...(options.maxDiffPercent !== undefined ? { maxDiffPercent: options.maxDiffPercent } : {}) } };
  }
  if (same || DIFFERENT_FROM_BASELINE.test(claim)) {
    return {
      refusal: `A visual check says what must still look as it did, not what must differ from its baseline, e.g. ${VISUAL_EXAMPLE}. To check that something changed, check what the page shows instead (Check that the page shows "…")`,
    };
  }
  if (BASELINE_CLAIM.test(claim)) return { refusal: `A visual check compares the page, or one of its elements, with its baseline, e.g. ${VISUAL_EXAMPLE}` };
  return null;
}

const ALLOWANCE_EXAMPLE = `${VISUAL_EXAMPLE} within 0.5%`;

/** The words after "the baseline": the regions to cover, and the share of pixels that may differ. */
function readOptions(rest: string, quotes: string[]): { masks: Target[]; maxDiffPercent?: number } | { refusal: string } {
  let words = rest;
  let maxDiffPercent: number | undefined;
  const allowed = ALLOWED.exec(words);
  if (allowed?.groups) {
    const unit = (allowed.groups.unit as string).toLowerCase();
    if (/^(?:pixels?|px)$/.test(unit)) return { refusal: `The difference allowed is a share of the picture's pixels, in percent, e.g. ${ALLOWANCE_EXAMPLE}` };
    const amount = numberOf(allowed.groups.amount as string);
    if (amount === undefined) return { refusal: `The difference allowed is a share of the picture's pixels, in percent, e.g. ${ALLOWANCE_EXAMPLE}` };
    if (amount > 100) return { refusal: `At most 100% of a picture's pixels can differ, e.g. ${ALLOWANCE_EXAMPLE}` };
    maxDiffPercent = amount;
    words = `${words.slice(0, allowed.index)} ${words.slice(allowed.index + allowed[0].length)}`;
  }
  words = words.trim().replace(/^[,;]\s*$/, '');
  if (words === '') return { masks: [], ...(maxDiffPercent !== undefined ? { maxDiffPercent } : {}) };
  const list = MASKS.exec(words)?.groups?.list;
  if (!list) {
    return {
      refusal: `I could not read ${quote(unmask(words.replace(/^[,;]\s*/, ''), quotes))} after "the baseline": a visual check takes "ignoring" and the regions that change on their own, and "within" the share of pixels that may differ, e.g. ${VISUAL_EXAMPLE} within 1%, ignoring "Last updated"`,
    };
  }
  const masks: Target[] = [];
  for (const item of list.trim().split(LIST_SEPARATOR)) {
    // "the "Ad" region": a region is no kind of element steps name, only what the step calls it.
    const named = item.trim().replace(/\s+(?:regions?|areas?)$/i, '');
    const target = named === '' ? null : parseTarget(named, quotes);
    if (!target) return { refusal: `I could not tell which region to ignore: ${quote(unmask(item.trim(), quotes))}. Name each one as steps name elements, e.g. ${VISUAL_EXAMPLE}, ignoring "Last updated" and "Ad"` };
    masks.push(target);
  }
  return { masks, ...(maxDiffPercent !== undefined ? { maxDiffPercent } : {}) };
}

/** Whether a line compares something with a baseline (words in quotes aside): such a line is never an intent. */
export function mentionsBaseline(line: string): boolean {
  return /\bbaseline\b/i.test(maskQuotes(line).text);
}

/** "2%", "0.5%". */
export const formatPercent = (value: number) => `${value}%`;

/** The claim as docs/steps.md writes it: `"Pricing" matches the baseline within 2%, ignoring "Last updated" and "Ad"`. */
export function formatVisualClaim(assertion: VisualCheck): string {
  const subject = assertion.target ? formatTarget(assertion.target) : 'the page';
  const allowed = assertion.maxDiffPercent !== undefined ? ` within ${formatPercent(assertion.maxDiffPercent)}` : '';
  const masks = assertion.masks.map(formatTarget);
  const ignoring = masks.length === 0 ? '' : `, ignoring ${masks.length === 1 ? masks[0] : `${masks.slice(0, -1).join(', ')} and ${masks.at(-1)}`}`;
  return `${subject} matches the baseline${allowed}${ignoring}`;
}

/**
 * What a visual check pictures, as its baselines are named: 'page', or the element as the grammar writes it
 * ('"Pricing"', 'the "Plans" heading'), so two ways of naming the same words keep baselines of their own.
 */
export function visualSubject(assertion: Pick<VisualCheck, 'target'>): string {
  return assertion.target ? formatTarget(assertion.target) : 'page';
}
