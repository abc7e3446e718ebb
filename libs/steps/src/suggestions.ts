import { ACCESSIBILITY_EXAMPLE } from './accessibility';
import { type ParseError, type StepAction } from './ast';
import { formatStep, formatTarget } from './format-step';
import { maskQuotes, quote, unmask } from './masked-line';
import { parseTarget, withoutCondition } from './target';
import { VISUAL_EXAMPLE } from './visual';

type Parse = (text: string) => { ok: true; action: StepAction } | { ok: false; reason?: string };

interface Fill {
  /** The element the line seems to name, in the grammar's words. */
  target: string;
  /** The first quoted string, as a value to type or look for. */
  value: string;
  /** The second quoted string, as the field the value goes to. */
  field: string;
  path: string;
  mentions: { title: boolean; url: boolean; accessibility: boolean; baseline: boolean };
}

interface Form {
  name: string;
  /** Verbs that start this family of steps, as people write them. */
  verbs: string[];
  /** The kinds of step a corrected line of this family may parse to. */
  kinds: Array<StepAction['kind']>;
  examples: (fill: Fill) => string[];
  /** Families to offer next when this one gives a single suggestion. */
  related?: string[];
}

/** Each family of steps: the verbs that start it, and example lines built from the user's own words. */
const FORMS: Form[] = [
  { name: 'click', verbs: ['click', 'tap', 'press', 'push', 'hit', 'follow', 'open'], kinds: ['click', 'press'], examples: (f) => [`Click ${f.target}`], related: ['double-click', 'hover'] },
  { name: 'double-click', verbs: ['double-click', 'double click', 'dblclick'], kinds: ['click'], examples: (f) => [`Double-click ${f.target}`], related: ['click'] },
  { name: 'right-click', verbs: ['right-click', 'right click'], kinds: ['click'], examples: (f) => [`Right-click ${f.target}`], related: ['click'] },
  { name: 'hover', verbs: ['hover', 'hover over', 'mouse over'], kinds: ['hover'], examples: (f) => [`Hover over ${f.target}`], related: ['click'] },
  { name: 'type', verbs: ['type', 'enter', 'input', 'write', 'put', 'fill', 'fill in'], kinds: ['fill'], examples: (f) => [`Type ${f.value} into ${f.field}`, `Fill ${f.field} with ${f.value}`] },
  { name: 'clear', verbs: ['clear', 'empty', 'erase'], kinds: ['clear'], examples: (f) => [`Clear ${f.target}`], related: ['type'] },
  { name: 'select', verbs: ['select', 'choose', 'pick'], kinds: ['select', 'check'], examples: (f) => [`Select ${f.value} from ${f.field}`], related: ['click'] },
  { name: 'check', verbs: ['check', 'tick'], kinds: ['check'], examples: (f) => [`Check ${f.target}`], related: ['uncheck', 'verify'] },
  { name: 'uncheck', verbs: ['uncheck', 'untick'], kinds: ['check'], examples: (f) => [`Uncheck ${f.target}`], related: ['check'] },
  { name: 'press', verbs: ['press', 'hit'], kinds: ['press'], examples: (f) => ['Press Enter', `Press Enter in ${f.target}`] },
  { name: 'scroll', verbs: ['scroll'], kinds: ['scroll'], examples: (f) => [`Scroll to ${f.target}`, 'Scroll down'] },
  { name: 'upload', verbs: ['upload', 'attach'], kinds: ['upload'], examples: (f) => [`Upload ${f.value === '"text"' ? '"file.pdf"' : f.value} to ${f.field}`] },
  { name: 'go to', verbs: ['go to', 'open', 'visit', 'navigate to', 'go', 'load', 'navigate'], kinds: ['navigate', 'back', 'forward'], examples: (f) => [`Go to ${f.path}`], related: ['click'] },
  { name: 'back', verbs: ['go back', 'back'], kinds: ['back'], examples: () => ['Go back'], related: ['forward'] },
  { name: 'forward', verbs: ['go forward', 'forward'], kinds: ['forward'], examples: () => ['Go forward'], related: ['back'] },
  { name: 'reload', verbs: ['reload', 'refresh'], kinds: ['reload'], examples: () => ['Reload the page'] },
  { name: 'switch', verbs: ['switch to', 'switch back to', 'switch'], kinds: ['switch-tab', 'close-tab'], examples: () => ['Switch to the new tab', 'Switch back to the original window', 'Close the tab'] },
  { name: 'wait', verbs: ['wait', 'pause', 'sleep', 'wait for', 'wait until'], kinds: ['wait', 'wait-for'], examples: (f) => ['Wait 2 seconds', `Wait for ${f.target} to appear`, `Wait for ${f.target} to disappear`] },
  { name: 'store', verbs: ['store', 'save', 'remember', 'capture'], kinds: ['store-text', 'generate'], examples: (f) => [`Store the text of ${f.target} as {{name}}`], related: ['generate'] },
  { name: 'generate', verbs: ['set', 'generate', 'create'], kinds: ['generate'], examples: () => ['Set {{email}} to a unique email', 'Generate a random string as {{code}}'] },
  {
    name: 'verify',
    verbs: ['verify', 'check that', 'assert', 'expect', 'ensure', 'make sure', 'confirm', 'should', 'see'],
    kinds: ['assert'],
    examples: (f) =>
      // A comparison with a baseline is only ever a visual check: text or visibility checks of its words would mislead.
      f.mentions.baseline
        ? [VISUAL_EXAMPLE, `${VISUAL_EXAMPLE}, ignoring "Last updated"`]
        : [
            ...(f.mentions.accessibility ? [ACCESSIBILITY_EXAMPLE] : []),
            ...(f.mentions.title ? [`Check that the title contains ${f.value}`] : []),
            ...(f.mentions.url ? [`Check that the URL contains ${f.path.startsWith('/') && f.value === '"text"' ? quote(f.path) : f.value}`] : []),
            `Check that the page shows ${f.value}`,
            `Check that ${f.target} is visible`,
            'Check that the URL contains "/path"',
          ],
  },
];
const CLAIM_PREFIX = /^(?:(?:verify|assert|expect|ensure|confirm|validate|make\s+sure|check)(?:s)?(?:\s+(?:that|if|whether|for))?|(?:i|we|you)\s+(?:should|must|can)(?:\s+see)?)\s+/i;
const formNamed = (name: string) => FORMS.find((form) => form.name === name) as Form;
/** Lines that make a claim, whose suggestions are claims too. */
const CLAIM_START = /^(?:verify|verifies|assert|expect|ensure|confirm|validate|make\s+sure|check(?:s)?\s+(?:that|if|whether|for)|(?:i|we|you)\s+(?:should|must|can)|the\s+(?:page|title|url)\b|there\s+(?:is|are)\b|wait\s+(?:for|until|till)\s+(?:the\s+)?(?:url|address|title|page\s+title)\b)/i;

const KNOWN_VERBS = new Set(FORMS.flatMap((form) => form.verbs));

interface Failure {
  index: number;
  source: string;
  /** The line without numbering and closing period. */
  text: string;
  /** A specific reason the parser gave, when it had one. */
  reason?: string;
  parse: Parse;
}

/** A ParseError whose message names the line and offers the closest lines the grammar accepts. */
export function describeFailure({ index, source, text, reason, parse }: Failure): ParseError {
  const suggestions = suggest(text, parse);
  const words = text.toLowerCase().split(/\s+/);
  const knownVerb = [2, 1].map((n) => words.slice(0, n).join(' ')).find((verb) => KNOWN_VERBS.has(verb));
  const why = reason ?? (knownVerb ? `"${knownVerb}" is a step I know, but not written this way` : 'not a step I understand');
  const offer = suggestions.length ? ` Did you mean: ${suggestions.join(' — or ')}?` : '';
  return { index, source, message: `Line ${index + 1} "${source.trim()}": ${why}.${offer}`, suggestions };
}

function requote(segment: string, quotes: string[]): string {
  return segment.replace(/\uE000(\d+)\uE001/g, (_, index: string) => quote(quotes[Number(index)] ?? ''));
}

function suggest(text: string, parse: Parse): string[] {
  const { text: masked, quotes } = maskQuotes(text);
  const words = masked.split(/\s+/);
  const isClaim = CLAIM_START.test(masked);
  const scored = (isClaim ? [formNamed('verify')] : FORMS)
    .map((form) => {
      let best = { score: isClaim ? 1 : 0, start: 0, length: 1 };
      for (const verb of form.verbs) {
        const length = verb.split(' ').length;
        // The verb may follow a word or two ("Please clik…", "Then, enter…").
        for (let start = 0; start <= Math.min(2, words.length - length); start += 1) {
          const said = words.slice(start, start + length).join(' ').toLowerCase().replace(/[^a-z -]/g, '');
          const score = similarity(said, verb) - start * 0.1;
          if (score > best.score) best = { score, start, length };
        }
      }
      return { form, ...best };
    })
    .filter((candidate) => candidate.score >= 0.7)
    .sort((a, b) => b.score - a.score);

  const suggestions: string[] = [];
  const add = (line: string) => {
    if (suggestions.length < 3 && !suggestions.includes(line)) suggestions.push(line);
  };

  // First, the user's line with its verb corrected, when that makes a step of the same family.
  if (!isClaim) {
    for (const candidate of scored.slice(0, 3)) {
      const rest = words.slice(candidate.start + candidate.length).join(' ');
      for (const verb of candidate.form.verbs) {
        const repaired = parse(requote(`${capitalize(verb)} ${rest}`.trim(), quotes));
        if (repaired.ok && candidate.form.kinds.includes(repaired.action.kind)) {
          add(formatStep(repaired.action));
          break;
        }
      }
    }
  }
  const best = scored[0];
  // An unknown verb before an article ("Close the dialog") is still a verb; otherwise the words may be a name.
  const unknownVerbWords = /^\S+\s+(?:the|a|an|on|to)\s/i.test(masked) ? 1 : 0;
  const claimWords = CLAIM_PREFIX.exec(masked)?.[0].trim().split(/\s+/).length;
  const fill = fillFrom(masked, quotes, isClaim ? (claimWords ?? 0) : best ? best.start + best.length : unknownVerbWords);
  for (const candidate of scored) for (const example of candidate.form.examples(fill)) add(example);
  if (suggestions.length < 2) {
    const next = best ? (best.form.related ?? []).map(formNamed) : formsByShape(masked);
    for (const form of next) for (const example of form.examples(fill)) add(example);
  }
  return suggestions;
}

/** When no verb is close: guess the family from the other words ("into" → typing, "seconds" → waiting). */
function formsByShape(masked: string): Form[] {
  const family = formNamed;
  const lower = masked.toLowerCase();
  if (/\bbaseline\b/.test(lower)) return [family('verify')];
  if (/\b(?:into|with)\b/.test(lower)) return [family('type')];
  if (/\b(?:seconds?|ms|minutes?)\b/.test(lower)) return [family('wait')];
  if (/\b(?:from|option)\b/.test(lower)) return [family('select'), family('click')];
  if (/\b(?:url|title|visible|shown|hidden|contains?|should|displayed|appears?)\b/.test(lower)) return [family('verify')];
  if (/^(?:https?:|\/)/.test(lower)) return [family('go to')];
  return [family('click'), family('verify')];
}

function fillFrom(masked: string, quotes: string[], verbWords: number): Fill {
  const [first, second] = quotes;
  const rest = masked.split(/\s+/).slice(verbWords).join(' ');
  const target = longestTarget(rest, quotes);
  const plain = unmask(rest, quotes).trim();
  const words = plain.toLowerCase().replace(/\b(?:the|a|an|page|to|on|that|url|title|is|contains?)\b/g, ' ').trim();
  const slugOf = (text: string) => text.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const slug = slugOf(words);
  // "…redirected to the dashboard" names a page: /dashboard.
  const named = /\b(?:redirected|taken|sent|navigated|brought)\s+to\s+(?:the\s+)?(.+?)(?:\s+page)?$/i.exec(plain)?.[1];
  const destination = named ? slugOf(named.toLowerCase()) || undefined : undefined;
  const lower = masked.toLowerCase();
  return {
    target: target ? formatTarget(target) : quote(first ?? 'Sign in'),
    value: quote(first ?? (plain && plain.split(/\s+/).length <= 4 && !/[{}]/.test(plain) ? plain : 'text')),
    field: quote(second ?? 'Field'),
    path: first && /^(?:https?:\/\/|\/)/.test(first) ? first.replace(/\s/g, '%20') : `/${destination ?? slug}`,
    mentions: {
      title: /\btitle\b/.test(lower),
      url: /\b(?:url|address|path|redirected|taken\s+to|sent\s+to|navigated\s+to)\b/.test(lower),
      accessibility: /\b(?:accessib\w*|a11y|wcag)\b/.test(lower),
      baseline: /\bbaseline\b/.test(lower),
    },
  };
}

/** The element the words name, dropping trailing words that are not part of it ("…button if present"). */
function longestTarget(rest: string, quotes: string[]) {
  const words = withoutCondition(rest).split(/\s+/).filter(Boolean);
  for (let end = words.length; end > 0; end -= 1) {
    const target = parseTarget(words.slice(0, end).join(' '), quotes);
    if (target) return target;
  }
  return null;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 1 for equal strings, down to 0: one minus the edit distance (with swaps) over the longer length. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}
