import { ACCESSIBILITY_IMPACTS, type AccessibilityImpact, type Assertion, type WcagLevel } from './ast';
import { maskQuotes } from './masked-line';

/** What an accessibility check holds the page to when the step names no level. */
const DEFAULT_WCAG: WcagLevel = { version: '2.1', level: 'AA' };

/** The line suggested for a claim about accessibility the grammar cannot read. */
export const ACCESSIBILITY_EXAMPLE = 'Check that the page has no serious accessibility violations';

/**
 * axe-core's tags for the rules of a WCAG version and level; each version includes the criteria of the ones before
 * it. axe-core has no rule for WCAG 2.2's new level A criteria (its only 2.2 rule, target size, is AA), so 2.2 A is
 * 2.1 A. Best-practice rules, which no WCAG criterion requires, are never included.
 */
const WCAG_TAGS: Record<WcagLevel['version'], Record<WcagLevel['level'], string[]>> = {
  '2.0': { A: ['wcag2a'], AA: ['wcag2a', 'wcag2aa'] },
  '2.1': { A: ['wcag2a', 'wcag21a'], AA: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  '2.2': { A: ['wcag2a', 'wcag21a'], AA: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
};

export function wcagTags(wcag: WcagLevel): string[] {
  return [...WCAG_TAGS[wcag.version][wcag.level]];
}

/** The impacts that fail a check of `impact` or worse: 'serious' is serious and critical. */
export function impactsFrom(impact: AccessibilityImpact): AccessibilityImpact[] {
  return ACCESSIBILITY_IMPACTS.slice(ACCESSIBILITY_IMPACTS.indexOf(impact));
}

/** "WCAG 2.1 AA". */
export const wcagName = (wcag: WcagLevel) => `WCAG ${wcag.version} ${wcag.level}`;

const isDefaultWcag = (wcag: WcagLevel) => wcag.version === DEFAULT_WCAG.version && wcag.level === DEFAULT_WCAG.level;

/** "serious accessibility violations"; "accessibility violations" when any impact counts. */
export function violationsPhrase(impact: AccessibilityImpact, count?: number): string {
  const noun = count === 1 ? 'accessibility violation' : 'accessibility violations';
  return impact === 'minor' ? noun : `${impact} ${noun}`;
}

// ── the words of the check ───────────────────────────────────────────────────────────────────────────────

const re = (source: string) => new RegExp(source, 'i');
const IMPACT_WORD = ACCESSIBILITY_IMPACTS.join('|');
/** "serious", "serious or critical", "moderate or worse". */
const IMPACTS = String.raw`(?:${IMPACT_WORD})(?:\s*(?:,|\/|or|and|and\/or)\s*(?:${IMPACT_WORD}))*(?:\s+(?:or|and)\s+(?:worse|higher|above|up|more\s+severe))?`;
/** "WCAG 2.2 AA", "WCAG 2.1 level A", "wcag21aa", "level A", "AA". */
const WCAG = String.raw`(?:wcag\s*(?:2\.[0-2]|2[0-2]?)?(?:\s*(?:level\s+)?a{1,3})?\b|level\s+a{1,3}\b|a{2,3}\b)`;
const ISSUES = String.raw`(?:violations?|issues?|errors?|problems?|failures?|defects?|findings?)`;
const PAGE = String.raw`(?:the\s+|this\s+)?(?:current\s+)?(?:page|screen|site|website|web\s*page|app|application|view)`;
/** "the page has no", "the page not have any" ("does not have any", normalized), "there are no", "free of", "no". */
const NONE = String.raw`(?:${PAGE}\s+(?:(?:has|have|contains?|shows?)\s+(?:no|zero|0)|not\s+(?:has|have|contains?|show)\s+any|(?:is\s+|be\s+)?free\s+(?:of|from)(?:\s+any)?)|there\s+(?:is|are|be|exists?)\s+(?:no|zero|0|not\s+any)|no|zero)`;
const NO_VIOLATIONS = re(
  String.raw`^${NONE}\s+(?:(?<impacts>${IMPACTS})\s+)?(?:(?<wcagBefore>${WCAG})\s+)?(?:(?<subject>accessibility|a11y)\s+)?${ISSUES}` +
    String.raw`(?:\s+(?:on|in)\s+${PAGE})?(?:\s+(?:of|with)\s+(?<impactsAfter>${IMPACTS})\s+(?:impact|severity))?` +
    String.raw`(?:\s*\(\s*(?<wcagInBrackets>${WCAG})\s*\)|\s+(?:(?:at|for|under|against|per|by|to|according\s+to|using)\s+)?(?:the\s+)?(?<wcagAfter>${WCAG})(?:\s+(?:level|standard|conformance|guidelines))?)?` +
    String.raw`(?:\s+(?:on|in)\s+${PAGE})?(?:\s+at\s+all)?$`,
);
/** "the page meets WCAG 2.2 AA", "the page passes the accessibility checks": no violation of any impact. */
const PASSES = re(
  String.raw`^${PAGE}\s+(?:passes|pass|meets?|complies\s+with|comply\s+with|conforms\s+to|conform\s+to|(?:is|be)\s+(?:compliant|conformant)\s+with)\s+(?:the\s+|an?\s+|all\s+)?` +
    String.raw`(?:(?<wcag>${WCAG})(?:\s+(?:level|standard|conformance|guidelines))?(?:\s+(?:accessibility\s+)?(?:checks?|rules|requirements|criteria))?|(?:accessibility|a11y)\s+(?:checks?|audit|scan|tests?|rules)(?:\s*\(\s*(?<wcagInBrackets>${WCAG})\s*\)|\s+(?:at|for|of|under|against)\s+(?:the\s+)?(?<wcagAfter>${WCAG}))?)$`,
);
/** A claim about the page or its violations in accessibility's words, which only "no … violations" can check. */
const ACCESSIBILITY_CLAIM = re(
  String.raw`^(?:${PAGE}\s+(?:has|have|contains?|shows?|is|be|not|passes|pass|meets?|complies)\b|there\s+(?:is|are|be|exists?)\b|no\b|(?:some|any)\b).*(?:\b(?:accessibility|a11y)\s+(?:${ISSUES}|checks?|audit|scan|tests?|rules)\b|\bwcag\b|\baccessible$)`,
);
/** Words about accessibility anywhere in a line (quotes aside): such a line is never an intent to try on the page. */
const ACCESSIBILITY_WORDS = re(String.raw`\b(?:accessibility|a11y)\s+${ISSUES}\b|\bwcag\b|\ba11y\b|\b(?:page|screen|site|website|app)\s+(?:(?:should|must)\s+)?(?:is|be)\s+(?:fully\s+)?accessible\b`);
const WCAG_PARTS = /^(?:wcag\s*(?<version>2\.[0-2]|2[0-2]?)?)?\s*(?:level\s+)?(?<level>a{1,3})?$/i;
const VERSIONS: Record<string, WcagLevel['version']> = { '2': '2.0', '20': '2.0', '2.0': '2.0', '21': '2.1', '2.1': '2.1', '22': '2.2', '2.2': '2.2' };

type AccessibilityReading = { assertion: Assertion } | { refusal: string } | null;

/**
 * Reads "the page has no serious accessibility violations (WCAG 2.2 AA)" (the words after "Check that", normalized).
 * The impacts named set the least one that fails ("serious or critical" is serious); none named, any violation fails,
 * as it does for "the page meets WCAG 2.1 AA". Only an absence can be checked: a claim that the page has violations,
 * or is "accessible", is refused with the phrasing to use. Null for words that are not about accessibility.
 */
export function readAccessibilityClaim(claim: string): AccessibilityReading {
  const groups = NO_VIOLATIONS.exec(claim)?.groups;
  const wcagText = groups && (groups.wcagBefore ?? groups.wcagInBrackets ?? groups.wcagAfter);
  // "No errors at level A" is not about accessibility: "accessibility", "a11y" or "WCAG" must be said.
  if (groups && (groups.subject || /wcag/i.test(wcagText ?? ''))) {
    const impacts = `${groups.impacts ?? ''} ${groups.impactsAfter ?? ''}`.toLowerCase();
    const impact = ACCESSIBILITY_IMPACTS.find((word) => impacts.includes(word)) ?? 'minor';
    const wcag = wcagText ? wcagLevelOf(wcagText) : { ...DEFAULT_WCAG };
    return 'refusal' in wcag ? wcag : { assertion: { type: 'accessibility', impact, wcag } };
  }
  const passes = PASSES.exec(claim)?.groups;
  const passesWcag = passes && (passes.wcag ?? passes.wcagInBrackets ?? passes.wcagAfter);
  if (passes && (!passes.wcag || /wcag/i.test(passes.wcag))) {
    const wcag = passesWcag ? wcagLevelOf(passesWcag) : { ...DEFAULT_WCAG };
    return 'refusal' in wcag ? wcag : { assertion: { type: 'accessibility', impact: 'minor', wcag } };
  }
  if (ACCESSIBILITY_CLAIM.test(claim)) return { refusal: `An accessibility check says which violations the page must not have, e.g. ${ACCESSIBILITY_EXAMPLE}` };
  return null;
}

function wcagLevelOf(text: string): WcagLevel | { refusal: string } {
  const parts = WCAG_PARTS.exec(text.trim().replace(/\s+/g, ' '))?.groups ?? {};
  const level = (parts.level ?? 'aa').toUpperCase();
  if (level === 'AAA') return { refusal: `WCAG level AAA is not checked, only levels A and AA, e.g. ${ACCESSIBILITY_EXAMPLE} (WCAG 2.1 AA)` };
  const version = parts.version ? VERSIONS[parts.version] : undefined;
  return { version: version ?? DEFAULT_WCAG.version, level: level === 'A' ? 'A' : 'AA' };
}

/** Whether a line speaks of accessibility (words in quotes aside). */
export function mentionsAccessibility(line: string): boolean {
  return ACCESSIBILITY_WORDS.test(maskQuotes(line).text);
}

/** The claim as docs/steps.md writes it: "the page has no serious accessibility violations (WCAG 2.2 AA)". */
export function formatAccessibilityClaim(assertion: Extract<Assertion, { type: 'accessibility' }>): string {
  const level = isDefaultWcag(assertion.wcag) ? '' : ` (${wcagName(assertion.wcag)})`;
  return `the page has no ${violationsPhrase(assertion.impact)}${level}`;
}
