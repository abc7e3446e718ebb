import { withOneTimeCodes } from './one-time-code';
import { type GeneratedValue, type IntentStep, isUnplaced, type ParseError, type ParseResult, type StepAction, type Target, type TestStep } from './ast';
import { AssertionFormError, isUrlLike, parseAssertion, valueOf } from './assertions';
import { type MaskedLine, QUOTED, VARIABLE, hasQuote, maskQuotes, quotedValue, unmask, variableName } from './masked-line';
import { DATE_SHAPE, isDateShaped } from './date-shapes';
import { formatStep } from './format-step';
import { type GoalClause, MENU_PATH } from './intent/goal-clauses';
import { isPronoun, outranksGrammar, readIntent } from './intent/read-intent';
import { emailStep } from './email-steps';
import { readDialogAnswer } from './native-dialogs';
import { splitSteps } from './compound-line';
import { checksOfListed } from './listed-subjects';
import { describeFailure } from './suggestions';
import { openedMenuButton } from './menu-button';
import { parseTarget } from './target';
import { splitTimeLimit } from './time-limit';
import { NUMBER_PATTERN, keyOf, numberOf } from './vocabulary';

/** One line read: a step (of the grammar, or an intent), nothing (blank or comment), or why it is not a step. */
export type StepParse = { ok: true; step: TestStep | null } | { ok: false; error: ParseError };

/** What a rule makes of the line: a step, or undefined to let the next rule try. */
type Rule = (line: MaskedLine) => StepAction | undefined;

/** The dropdown "Sort by X" chooses X in (SORT_BY). */
const SORT_DROPDOWN: Target = { text: 'Sort', role: 'combobox' };

/**
 * "Sort by Last Name": an option of the sort dropdown, or, on a table that sorts by its headers and has no such
 * dropdown, the column header named so, clicked (engine and exported spec alike).
 */
export function isSortStep(step: Extract<StepAction, { kind: 'select' }>): boolean {
  return step.target.text === SORT_DROPDOWN.text && step.target.role === SORT_DROPDOWN.role && step.target.within === undefined && step.target.near === undefined;
}

const re = (source: string) => new RegExp(source, 'i');

/**
 * Parses a test's instructions. Blank lines and comment lines (`#`, `//`) are skipped: they produce no step,
 * and every step keeps the index of its own line. Any line that is not a step makes the whole result an
 * error listing every such line, so a test never starts with a step the engine would misread.
 */
export function parseSteps(instructions: readonly string[]): ParseResult {
  const steps: TestStep[] = [];
  const errors: ParseError[] = [];
  instructions.forEach((line, index) => {
    const parsed = parseStep(line, index);
    if (!parsed.ok) errors.push(parsed.error);
    else if (parsed.step) steps.push(parsed.step);
  });
  return errors.length ? { ok: false, errors } : { ok: true, steps };
}

/**
 * Reads one line: as a grammar step, or as intents ("Log in as …", "Add X to the cart") that the run expands into
 * grammar steps. Intents the grammar would misread come first; the others only when the grammar has no reading.
 */
export function parseStep(line: string, index: number): StepParse {
  const cleaned = cleanLine(line);
  if (cleaned === null) return { ok: true, step: null };
  const text = withOneTimeCodes(cleaned);
  const limit = splitTimeLimit(text);
  if (limit && 'error' in limit) {
    return { ok: false, error: { index, source: line, message: `Line ${index + 1} "${line.trim()}": ${limit.error}.`, suggestions: [] } };
  }
  if (limit) {
    const parsed = parseText(limit.text, index, line);
    // Words like "within 2 minutes" that belong to an unquoted target are read with the rest of the line.
    if (parsed.ok && parsed.step) return { ok: true, step: { ...parsed.step, timeoutMs: limit.timeoutMs } };
  }
  return parseText(text, index, line);
}

/**
 * "Press Escape to close the dialog", "Click the X to dismiss the banner": what the click or key is for, which the
 * checks after it say; never part of the name of what is clicked. Unquoted, after a click or key press only.
 */
const PURPOSE = re(
  String.raw`^(?<action>(?:click|tap|press|hit|double[\s-]?click|right[\s-]?click)\b[^"]*?)\s+(?:in\s+order\s+)?to\s+(?:close|dismiss|open|submit|confirm|continue|proceed|cancel|save|expand|collapse|show|hide|reveal|toggle|log\s+in|sign\s+in|log\s+out|sign\s+out|go\s+back|return|sort|filter|search|clear|reset|finish|complete|apply|accept|reject|send|refresh|reload|exit|leave|see|view|display)\b[^"]*$`,
);

const LEADS_TO = /\s(?:back|return|go|proceed|continue|skip|jump|switch|move|navigate|get|forward|next|how|want|need|where|ready|time|here)$/i;
const BARE_KIND_END = /\s(?:the\s+|a\s+|an\s+)?(?:button|link|icon|control|element|item|option|tab|checkbox|toggle)$/i;

/** "Click the button to open the menu": only what it is for says which button, and any button would be clicked. */
const KIND_FOR_PURPOSE = re(
  String.raw`^(?:click|tap|press|hit|double[\s-]?click|right[\s-]?click)(?:\s+on)?\s+(?:the\s+|a\s+|an\s+)?(?<kind>button|link|icon|tab)\s+(?:in\s+order\s+)?to\s+(?<purpose>[^"]+)$`,
);

/** Refuses a click on an element known only by what it is for, suggesting the name its purpose may give it ("Open menu"). */
function unnamedByPurpose(written: string, index: number, line: string): StepParse | null {
  const found = KIND_FOR_PURPOSE.exec(written)?.groups;
  if (!found) return null;
  const kind = (found.kind as string).toLowerCase();
  const words = (found.purpose as string).replace(/\b(?:the|a|an|my|your|this)\s+/gi, '').trim();
  const suggestion = `Click the "${words.charAt(0).toUpperCase()}${words.slice(1)}" ${kind}`;
  const message = `Line ${index + 1} "${line.trim()}": which ${kind}? What it is for does not say which one it is: name it as the page writes it, or as its label reads. Did you mean: ${suggestion}?`;
  return { ok: false, error: { index, source: line, message, suggestions: [suggestion] } };
}

/** "Verify the toast appears and disappears": two checks, one after the other; read as one, nothing was checked. */
const SHOWN_THEN_GONE = re(
  String.raw`^(?:check\s+that|verify(?:\s+that)?|ensure(?:\s+that)?|make\s+sure(?:\s+that)?|confirm\s+that|expect(?:\s+that)?|assert(?:\s+that)?)\s+(?<subject>.+?)\s+(?:appears|is\s+shown|is\s+displayed|shows\s+up|pops\s+up)\s+and\s+(?:then\s+)?(?:disappears|goes\s+away|vanishes|is\s+hidden|closes|fades(?:\s+out|\s+away)?)$`,
);

/**
 * A line that holds several steps ("Type hello into Email and press Enter"): they run one after the other, shown
 * under the line as an intent's steps are, each with its own outcome.
 */
function stepSequence(index: number, line: string, actions: StepAction[]): StepParse {
  const clauses = actions.map((step) => ({ kind: 'step' as const, text: formatStep(step), step }));
  return { ok: true, step: { kind: 'intent', clauses, index, source: line } satisfies IntentStep };
}

/**
 * A check among intents ("Search for John and verify 1 result is shown") that reads alone as a check of the grammar
 * runs as that check, as on a line of its own: "1 result is shown" counts the results, not the words "1 result".
 * Checks of a place (the cart) and about "it" stay the intents'.
 */
function checkAsWritten(clause: GoalClause): GoalClause {
  if (clause.kind !== 'expect' || (clause.outcome.type !== 'shown' && clause.outcome.type !== 'not-shown') || clause.outcome.place || clause.outcome.inTable) return clause;
  if (!CLAIM_START.test(clause.text)) return clause;
  const read = parseAction(clause.text);
  return read.ok && read.action.kind === 'assert' && !refersBack(read.action) ? { kind: 'step', text: formatStep(read.action), step: read.action } : clause;
}
const CLAIM_START = /^(?:verify|check\s+(?:that|if|whether)|assert|expect|ensure|make\s+sure|confirm)\b/i;

/** A step about "it", "them" or "this": what a step before it on the line acted on. */
function refersBack(action: StepAction): boolean {
  const target = action.kind === 'assert' ? ('target' in action.assertion ? action.assertion.target : undefined) : 'target' in action ? action.target : undefined;
  return target !== undefined && typeof target.text === 'string' && isPronoun(target.text);
}

/** A line that holds two steps, or a name that reads as one: refused with the two lines it may be. */
function twoStepsRefusal(index: number, line: string, suggestions: string[]): StepParse {
  const message = `Line ${index + 1} "${line.trim()}": if this line holds ${suggestions.length} steps, write one per line: ${suggestions.join(', then ')}; if it names one thing, quote it.`;
  return { ok: false, error: { index, source: line, message, suggestions } };
}

function parseText(written: string, index: number, line: string): StepParse {
  const unnamed = unnamedByPurpose(written, index, line);
  if (unnamed) return unnamed;
  const comesAndGoes = SHOWN_THEN_GONE.exec(written)?.groups?.subject;
  if (comesAndGoes) {
    const shown = parseAction(`Check that ${comesAndGoes} is visible`);
    const gone = parseAction(`Check that ${comesAndGoes} is hidden`);
    if (shown.ok && gone.ok) return stepSequence(index, line, [shown.action, gone.action]);
  }
  const listed = checksOfListed(written, parseAction);
  if (listed) return stepSequence(index, line, listed);
  const clicked = PURPOSE.exec(written)?.groups?.action;
  // "Click the checkbox to accept": the purpose is all that says which one; "Click Back to sign in", "Click Go to
  // log out": words that lead to a place are the control's name.
  const text = clicked && !BARE_KIND_END.test(clicked) && !LEADS_TO.test(clicked) ? clicked : written;
  const clauses = readIntent(text);
  const intent = (): StepParse => ({ ok: true, step: { kind: 'intent', clauses: (clauses ?? []).map(checkAsWritten), index, source: line } satisfies IntentStep });
  if (clauses && (outranksGrammar(clauses) || MENU_PATH.test(text.replace(/"[^"]*"/g, '""')))) return intent();
  // "Type hello into the prompt and click OK" is one answer to the dialog, not two steps.
  const answer = parseAction(text);
  if (answer.ok && answer.action.kind === 'answer-dialog') return { ok: true, step: { ...answer.action, index, source: line } };
  const several = splitSteps(text, parseAction);
  // "Click the checkbox and verify it is checked": "it" is what the step before acted on, which the intents read.
  if (several?.some(refersBack) && clauses) return intent();
  if (several && !several.some(refersBack)) return stepSequence(index, line, several);
  // Two parts that each read as a step, one of which may be a name or a list ("Click Save and Back"): the user says.
  const both = splitSteps(text, parseAction, { loosely: true });
  if (both) return twoStepsRefusal(index, line, both.map(formatStep));
  const action = parseAction(text);
  if (action.ok) return { ok: true, step: { ...action.action, index, source: line } };
  if (clauses) return intent();
  return { ok: false, error: describeFailure({ index, source: line, text, reason: action.reason, parse: parseAction }) };
}

/**
 * A line that ends with a password whose "!" is its own: `Log in with tomsmith and SuperSecretPassword!`. The
 * last word mixes capitals (past its first letter) or digits into lower-case letters, as passwords do, on a line
 * that types or logs in.
 */
function endsWithSecret(line: string): boolean {
  const last = /\s([^\s'"“”]+)!$/.exec(line)?.[1];
  return last !== undefined && /[a-z]/.test(last) && /.[A-Z]|\d/.test(last) && /\b(?:password|passcode|pin|with|as|type|enter|fill|input)\b/i.test(line);
}

/** The step without its numbering, bullet and closing period, or null for a blank or comment line. */
export function cleanLine(line: string): string | null {
  const text = line.replace(/\s+/g, ' ').trim();
  if (!text || /^(?:#|\/\/)/.test(text)) return null;
  const unnumbered = text.replace(/^(?:step\s*\d+\s*[:.)\-–]\s*|\(?\d+\s*[.):]\s+|\d+\s*[-–]\s+|[-*•–]\s+|\[[ x]?\]\s+)/i, '');
  const step = (endsWithSecret(unnumbered) ? unnumbered.replace(/[\s.;,]+$/, '') : unnumbered.replace(/[\s.;,!]+$/, '')).trim();
  // Punctuation alone is not a blank line: it is reported, as written.
  return step || text;
}

const LEADING_VERB = String.raw`(?:click|double|right|tap|press|push|hit|hover|mouse|move|type|enter|fill|input|write|put|clear|empty|select|choose|pick|check|tick|uncheck|untick|scroll|upload|attach|wait|pause|sleep|go|open|visit|navigate|load|reload|refresh|store|save|remember|capture|set|generate|verify|assert|expect|ensure|make|confirm|validate|see|should|must|can|am|is|are|will|follow)`;
const CONNECTOR = re(String.raw`^(?:(?:and\s+then|and|then|please|so)\s+|(?:first|next|now|finally|lastly|afterwards|after\s+that|also)(?:\s*,\s*|\s+(?=${LEADING_VERB}\b)))`);
const SUBJECT = re(String.raw`^(?:i|we|you|they|the\s+user|the\s+visitor|user|visitor)\s+(?=${LEADING_VERB})`);

/**
 * "Click Next again", "Press Enter once more": the step done again, no part of a name, unless the word before makes
 * one ("Try again", "Play again", "Send again").
 */
const AGAIN = /(?<!\b(?:try|play|start|search|ask|send|shop|book|order|check|sign\s+in|log\s+in|login|signin|watch|listen|read|view|come|go)(?:\s+(?:it|this))?)\s+(?:once\s+)?(?:again|once\s+more|one\s+more\s+time)$/i;

/** A place named before the step: `In the dialog, click Archive`, `On the login page, type …`. */
const LEADING_PLACE = re(String.raw`^(?:in|inside|within|on)\s+(?<place>[^,]+?)(?:\s*,\s*|\s+(?=${LEADING_VERB}\b))(?<rest>\S.*)$`);
/** A place that only says where the run is, not where on the page: `On the checkout page, …`. */
const WHOLE_PAGE = re(String.raw`^(?:the\s+|this\s+)?(?:.*\s)?(?:page|screen|site|website|view|step)$`);

export function parseAction(text: string): { ok: true; action: StepAction } | { ok: false; reason?: string } {
  let stripped = text;
  for (let previous = ''; previous !== stripped; ) {
    previous = stripped;
    stripped = stripped.replace(CONNECTOR, '').replace(SUBJECT, '');
  }
  stripped = stripped.replace(AGAIN, '');
  const placed = LEADING_PLACE.exec(stripped)?.groups;
  if (placed) {
    const place = (placed.place as string).trim();
    const moved = readAction(WHOLE_PAGE.test(place) ? (placed.rest as string) : `${placed.rest as string} in ${place}`);
    if (moved.ok) return moved;
  }
  return readAction(stripped);
}

function readAction(stripped: string): { ok: true; action: StepAction } | { ok: false; reason?: string } {
  const line = maskQuotes(stripped);
  try {
    for (const rule of RULES) {
      const action = rule(line);
      if (action) return { ok: true, action };
    }
  } catch (error) {
    if (error instanceof AssertionFormError) return { ok: false, reason: error.message };
    throw error;
  }
  return { ok: false };
}

// ── navigation ────────────────────────────────────────────────────────────────────────────────────────────

const BACK = re(String.raw`^(?:(?:go|navigate|move|step)(?:es|s)?\s+back(?:wards?)?(?:\s+(?:to\s+the\s+previous\s+page|a\s+page|one\s+page|in\s+(?:the\s+)?(?:browser|history)))?|back|(?:go|navigate)\s+to\s+the\s+previous\s+page|(?:click|press|hit|use)\s+(?:the\s+)?browser(?:['’]s)?\s+back(?:\s+button)?|browser\s+back)$`);
const FORWARD = re(String.raw`^(?:(?:go|navigate|move|step)(?:es|s)?\s+forwards?(?:\s+(?:to\s+the\s+next\s+page|a\s+page|one\s+page|in\s+(?:the\s+)?(?:browser|history)))?|forward|(?:click|press|hit|use)\s+(?:the\s+)?browser(?:['’]s)?\s+forward(?:\s+button)?|browser\s+forward)$`);
const RELOAD = re(String.raw`^(?:(?:reload|refresh)(?:es|s)?(?:\s+the)?(?:\s+(?:current\s+)?(?:page|browser|tab|site|window))?|(?:press|hit)\s+f5)$`);
const HOME = re(String.raw`^(?:(?:go|navigate|return|head)(?:es|s)?\s+(?:back\s+)?(?:to\s+)?(?:the\s+)?(?:home\s*page|home|start(?:ing)?\s+page|start|base\s+url|landing\s+page)|(?:open|visit|load)(?:s)?\s+(?:up\s+)?the\s+(?:home\s*page|start(?:ing)?\s+page|base\s+url|landing\s+page|site|website|app|application))$`);
const NAVIGATE = re(String.raw`^(?:open(?:\s+up)?|go(?:es)?\s+to|goto|visit|navigate(?:s)?\s+to|load|browse\s+to|head\s+to|open\s+the\s+(?:url|page|link|address)|go(?:es)?\s+to\s+the\s+(?:url|page|address))(?:s)?\s+(?:the\s+)?(?:url\s+|page\s+|address\s+|path\s+|link\s+)?(?<url>.+?)(?:\s+(?:page|url))?(?:\s+in\s+(?:the|a)\s+(?:new\s+)?(?:browser|tab|window))?$`);

const TAB = String.raw`(?:browser\s+)?(?:tab|window)`;
const SWITCH_TO_NEW = re(String.raw`^(?:switch|go|move|change|jump)(?:es|s)?\s+(?:over\s+)?to\s+(?:the\s+)?(?:new(?:ly\s+opened)?|newest|latest|second|other|child|popup|opened)\s+${TAB}$`);
/**
 * "Verify a new tab is opened", "A new window should open": no element of the page, but the browser's tab. Checked by
 * going to it, as "Switch to the new tab" does, which fails when none opened; the checks after it read that tab.
 */
const NEW_TAB_OPENED = re(
  String.raw`^(?:that\s+)?(?:a|the)\s+new\s+${TAB}\s+(?:(?:should|must|will|is|gets?|has\s+been|was)\s+)?(?:be\s+)?(?:opens?|opened|appears?|launch(?:es|ed)?|pops?\s+up|is\s+opened)[.!]?$`,
);
const SWITCH_TO_FIRST = re(String.raw`^(?:(?:switch|go|move|change|jump|return)(?:es|s)?\s+(?:back\s+)?to\s+(?:the\s+)?(?:original|first|main|parent|previous|old|initial|starting|1st)\s+${TAB}|(?:switch|go|move)\s+back\s+to\s+the\s+(?:tab|window))$`);
const CLOSE_TAB = re(String.raw`^close(?:s)?\s+(?:the\s+|this\s+)?(?:(?:new|current|child|second|other|opened)\s+)?(?:browser\s+)?(?:tab|window)$`);

const navigation: Rule = ({ text, quotes }) => {
  if (SWITCH_TO_NEW.test(text)) return { kind: 'switch-tab', to: 'new' };
  if (SWITCH_TO_FIRST.test(text)) return { kind: 'switch-tab', to: 'first' };
  if (CLOSE_TAB.test(text)) return { kind: 'close-tab' };
  if (BACK.test(text)) return { kind: 'back' };
  if (FORWARD.test(text)) return { kind: 'forward' };
  if (RELOAD.test(text)) return { kind: 'reload' };
  if (HOME.test(text)) return { kind: 'navigate', url: '' };
  const match = NAVIGATE.exec(text)?.groups;
  if (!match) return undefined;
  const url = valueOf(match.url as string, quotes);
  if (url === null || !isUrlLike(url)) return undefined;
  return { kind: 'navigate', url: absoluteIfDomain(url) };
};

/** `example.com/x` and `www.example.com` are sites, not paths: give them a scheme. */
function absoluteIfDomain(url: string): string {
  if (/^(?:https?:\/\/|\/|\.{1,2}\/|\?|#|\{\{)/i.test(url)) return url;
  if (/^localhost\b/i.test(url)) return `http://${url}`;
  if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?!html?\b|php\b|aspx?\b|jsp\b)[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i.test(url)) return `https://${url}`;
  return url;
}

// ── actions ───────────────────────────────────────────────────────────────────────────────────────────────

const target = (segment: string | undefined, quotes: string[]): Target | null => (segment === undefined ? null : parseTarget(segment, quotes));

const DOUBLE_CLICK = re(String.raw`^(?:double[-\s]?click|dbl[-\s]?click|dblclick)(?:s|ed)?\s+(?:on\s+|at\s+)?(?<target>.+)$`);
const RIGHT_CLICK = re(String.raw`^(?:right[-\s]?click|context[-\s]?click)(?:s|ed)?\s+(?:on\s+|at\s+)?(?<target>.+)$`);
const CLICK_TIMES = re(String.raw`^(?:click|tap)(?:s)?\s+(?:on\s+)?(?<target>.+?)\s+(?:(?<thrice>thrice)|(?<count>${NUMBER_PATTERN})\s+times)$`);
/** How often one step may click. */
const MAX_CLICKS = 50;
const CLICK_TWICE = re(String.raw`^(?:click|tap)(?:s)?\s+(?:on\s+)?(?<target>.+?)\s+twice$`);
const HOVER = re(String.raw`^(?:hover(?:s)?(?:\s+(?:over|on|onto|above))?|mouse\s*over|mouseover|move\s+(?:the\s+)?(?:mouse|cursor|pointer)\s+(?:over|to|onto|on)|point\s+(?:at|to))\s+(?<target>.+)$`);

/** "Drag "Column A" to "Column B"", "Drag and drop the card onto the Done column". */
const DRAG = re(String.raw`^(?:drag(?:s|ged)?(?:\s+and\s+drop)?|drag-and-drop)\s+(?<source>.+?)\s+(?:to|onto|into|over|on\s+top\s+of|on)\s+(?<target>.+)$`);

/** "Drag the slider to 50", "Set the "Volume" slider to 3": the slider's value, as its keys would set it. */
const SLIDER_TO = re(
  String.raw`^(?:drag|move|slide|set|adjust|change|put)(?:s)?\s+(?:the\s+)?(?:(?<name>.+?)\s+)?(?:slider|range\s+slider)\s+(?:to|at)\s+(?<value>-?\d+(?:\.\d+)?)$`,
);

const sliding: Rule = ({ text, quotes }) => {
  const match = SLIDER_TO.exec(text)?.groups;
  const slider = match && target(`the ${match.name ? `${match.name} ` : ''}slider`, quotes);
  return slider?.role === 'slider' ? { kind: 'fill', target: slider, value: match?.value as string } : undefined;
};

/** "Click outside the modal", "Tap anywhere outside the menu": the page beside it, as a person dismisses one. */
const CLICK_OUTSIDE = re(String.raw`^(?:click|tap)(?:s)?\s+(?:somewhere\s+|anywhere\s+)?outside\s+(?:of\s+)?(?<target>.+)$`);

const clickingOutside: Rule = ({ text, quotes }) => {
  const beside = target(CLICK_OUTSIDE.exec(text)?.groups?.target, quotes);
  return beside ? { kind: 'click', target: beside, clickCount: 1, button: 'left', outside: true } : undefined;
};

/** "Open the navigation menu", "Toggle the hamburger menu", "Click the user menu": the button that opens it, clicked. */
const OPEN_MENU = re(String.raw`^(?:click|tap|press|hit|open|expand|toggle|show|reveal|display|pull\s+down|drop\s+down)(?:s|es)?(?:\s+(?:on|at|up))?\s+(?:the\s+|my\s+)?(?<menu>[a-z][a-z -]*)$`);

const openingMenu: Rule = ({ text }) => {
  const menu = OPEN_MENU.exec(text)?.groups?.menu;
  const button = menu === undefined ? null : openedMenuButton(menu);
  return button ? { kind: 'click', target: button, clickCount: 1, button: 'left' } : undefined;
};

const clicks: Rule = ({ text, quotes }) => {
  const drag = DRAG.exec(text)?.groups;
  // "into the "Done" column": where it is dropped may be named by a kind of place.
  const place = drag?.target?.replace(/\s+(?:column|lane|list|zone|area|box|bucket|panel|section)$/i, '');
  const [dragged, dropped] = [target(drag?.source, quotes), target(drag?.target, quotes) ?? target(place, quotes)];
  if (dragged && dropped) return { kind: 'drag', target: dragged, to: dropped };
  const again = CLICK_TIMES.exec(text)?.groups;
  const times = again ? (again.thrice ? 3 : numberOf(again.count as string)) : undefined;
  const clicked = again ? target(again.target, quotes) : null;
  if (clicked && times !== undefined && Number.isInteger(times) && times >= 1 && times <= MAX_CLICKS) {
    return times > 1 ? { kind: 'click', target: clicked, clickCount: 1, button: 'left', times } : { kind: 'click', target: clicked, clickCount: 1, button: 'left' };
  }
  for (const [pattern, clickCount, button] of [
    [DOUBLE_CLICK, 2, 'left'],
    [RIGHT_CLICK, 1, 'right'],
    [CLICK_TWICE, 2, 'left'],
  ] as const) {
    const found = target(pattern.exec(text)?.groups?.target, quotes);
    if (found) return { kind: 'click', target: found, clickCount, button };
  }
  const hovered = target(HOVER.exec(text)?.groups?.target, quotes);
  if (hovered) return { kind: 'hover', target: hovered };
  return undefined;
};

const TYPE_INTO = re(String.raw`^(?:type|enter|input|write|put|insert|key\s+in|paste|fill\s+in|fill)(?:s|es)?\s+(?<value>.+?)\s+(?:into|in\s+to|(?<!\b(?:check|sign|log|opt|plug|logged|signed|checked)\s+)in|inside|on|to|onto)\s+(?<target>.+)$`);
const FILL_WITH = re(String.raw`^(?:fill(?:s)?(?:\s+(?:in|out))?|populate|complete)\s+(?<target>.+?)\s+(?:with|using)\s+(?<value>.+)$`);
const TYPED_VALUE = re(String.raw`^(?:the\s+)?(?:text|value|word|string|phrase)\s+(?<value>${QUOTED})$`);

function typedValue(segment: string, quotes: string[]): string | null {
  const labelled = TYPED_VALUE.exec(segment.trim())?.groups?.value;
  return valueOf(labelled ?? segment, quotes);
}

/** "Enter First Name "John"", "Enter username as "Admin"", "Type password: "secret"": the field, then its quoted value. */
const ENTER_FIELD_VALUE = re(String.raw`^(?:type|enter|input|fill\s+in|fill|key\s+in)\s+(?:the\s+|a\s+|your\s+)?(?<target>[^\uE000]+?)(?:\s+(?:as|with|=)|\s*[:=])?\s+(?<value>${QUOTED})$`);

/** "Enter username Admin", "Type password admin123": a field every form has, then one word, its value. */
const ENTER_KNOWN_FIELD = re(
  String.raw`^(?:type|enter|input|key\s+in)\s+(?:the\s+|a\s+|your\s+)?(?<target>user\s*name|password|e-?mail(?:\s+address)?|first\s+name|last\s+name|full\s+name|phone(?:\s+number)?|zip(?:\s+code)?|postal\s+code|city|company|search\s+term)\s+(?:as\s+|=\s*|:\s*)?(?<value>[^\s\uE000]+)$`,
);

const typing: Rule = ({ text, quotes }) => {
  for (const pattern of [FILL_WITH, TYPE_INTO, ENTER_FIELD_VALUE, ENTER_KNOWN_FIELD]) {
    const match = pattern.exec(text)?.groups;
    if (!match) continue;
    const value = typedValue(match.value as string, quotes);
    const field = target(match.target, quotes);
    if (value !== null && field) return { kind: 'fill', target: field, value };
  }
  return undefined;
};

// A date as the value: "Select check-in date as 15 Dec 2026", "Set Check-out to 3 days from today", "Choose 20
// December 2026 as the check-out date", "Pick 2026-12-20 in the Check-out date picker" fill the field with the day.
const DATE_VALUE = String.raw`(?:${QUOTED}|(?:(?:the\s+)?date\s+)?(?:${DATE_SHAPE}))`;
const FIELD_TO_DATE = re(
  String.raw`^(?:set|change|update|select|choose|pick|enter|type|input|fill\s+in|fill|key\s+in)\s+(?:the\s+|a\s+|your\s+)?(?<target>[^\uE000]+?)(?:\s+(?:to|as|with|=)|\s*[:=])?\s+(?<value>${DATE_VALUE})$`,
);
const DATE_FOR_FIELD = re(String.raw`^(?:select|choose|pick|set|enter|type|input|use)\s+(?<value>${DATE_VALUE})\s+(?:as|for|in|into|on|from)\s+(?:the\s+)?(?<target>.+)$`);
// "the Check-out date picker", "the check-in calendar": the field the calendar is for.
const CALENDAR_WORDS = /\s*\b(?:date\s*picker|datepicker|calendar|picker)$/i;

const datesTyped: Rule = ({ text, quotes }) => {
  for (const pattern of [DATE_FOR_FIELD, FIELD_TO_DATE]) {
    const match = pattern.exec(text)?.groups;
    if (!match) continue;
    const value = valueOf((match.value as string).replace(/^(?:the\s+)?date\s+/i, ''), quotes);
    const field = target((match.target as string).replace(CALENDAR_WORDS, ''), quotes);
    if (value !== null && isDateShaped(value) && field && field.text.trim() !== '') return { kind: 'fill', target: field, value };
  }
  return undefined;
};

/** "Increase the number of adults to 3", "Set children to 1": a count set to a number (a field, or a − / + stepper). */
const COUNT_TO = re(String.raw`^(?:increase|decrease|raise|lower|reduce|bump\s+up|adjust|change|update|set)\s+(?:the\s+)?(?:(?:number|count|quantity)\s+of\s+)?(?<target>[^\uE000\d]+?)\s+(?:count\s+)?to\s+(?<value>\d{1,2})$`);

const counting: Rule = ({ text, quotes }) => {
  const match = COUNT_TO.exec(text)?.groups;
  // "Set the quantity field to 3" names a field: read as an intent, which finds fields by looser names.
  if (!match || /\b(?:field|input|box|textbox)$/i.test(match.target as string)) return undefined;
  const field = target(match.target, quotes);
  return field ? { kind: 'fill', target: field, value: match.value as string } : undefined;
};

const CLEAR = re(String.raw`^(?:clear|empty|erase|wipe|blank)(?:s|es)?\s+(?:out\s+)?(?:(?:the\s+)?(?:text|value|contents?|input)\s+(?:of|in|from)\s+)?(?<target>.+)$`);
const DELETE_TEXT = re(String.raw`^(?:delete|remove)(?:s)?\s+(?:all\s+)?(?:the\s+)?(?:text|value|contents?|input)\s+(?:of|in|from)\s+(?<target>.+)$`);

const clearing: Rule = ({ text, quotes }) => {
  const field = target(CLEAR.exec(text)?.groups?.target ?? DELETE_TEXT.exec(text)?.groups?.target, quotes);
  return field ? { kind: 'clear', target: field } : undefined;
};

// "the option "France"" is France; "Option 2" (a number after the word) is the option's own text, as practice pages write it.
const SELECT_FROM = re(String.raw`^(?:select|choose|pick)(?:s|es)?\s+(?:the\s+)?(?:option\s+(?!\d+\s))?(?<option>.+?)\s+(?<keyword>from|in|on|for|within|inside)\s+(?<target>.+)$`);
// Regions a click may be scoped to: "Select "Save" in the "Edit" dialog" clicks, it does not pick an option.
const REGION_TARGET = /\b(?:dialog|modal|popup|pop-up|section|form|panel|region|card|table|row|list|sidebar|header|footer|toolbar|navigation|nav|bar|menu)$/i;

const selecting: Rule = ({ text, quotes }) => {
  const match = SELECT_FROM.exec(text)?.groups;
  if (!match) return undefined;
  const optionSegment = match.option as string;
  const targetSegment = match.target as string;
  const optionTarget = parseTarget(optionSegment, quotes);
  const isInRegion = !/^from$/i.test(match.keyword as string) && REGION_TARGET.test(unmask(targetSegment, quotes).trim());
  const isClickInRegion = isInRegion || Boolean(optionTarget?.role && optionTarget.role !== 'option');
  if (isClickInRegion) return undefined;
  const option = valueOf(optionSegment, quotes);
  const dropdown = target(targetSegment, quotes);
  if (option === null || !dropdown) return undefined;
  return { kind: 'select', target: dropdown, option };
};

const CHECK = re(String.raw`^(?:check|tick|mark|turn\s+on|switch\s+on|toggle\s+on|enable)(?:s|es|ed)?\s+(?<target>.+)$`);
const UNCHECK = re(String.raw`^(?:un-?check|un-?tick|un-?mark|turn\s+off|switch\s+off|toggle\s+off|disable|de-?select|un-?select)(?:s|es|ed)?\s+(?<target>.+)$`);
const SELECT_BOX = re(String.raw`^(?:select|choose|pick|click(?:\s+on)?|tap)(?:s|es)?\s+(?<target>.+)$`);

/** "Tick the box next to Remember me": a box that is ticked is a checkbox, whatever else a page calls a box. */
const asBox = (found: Target | null): Target | null =>
  found && !found.role && /^(?:box|tick\s*box|check\s*box)$/i.test(found.text.trim()) ? { ...found, text: '', role: 'checkbox' } : found;

const checking: Rule = ({ text, quotes }) => {
  const unchecked = asBox(target(UNCHECK.exec(text)?.groups?.target, quotes));
  if (unchecked) return { kind: 'check', target: unchecked, checked: false };
  const checked = asBox(target(CHECK.exec(text)?.groups?.target, quotes));
  if (checked) return { kind: 'check', target: checked, checked: true };
  return undefined;
};

/** "Select the "Terms" checkbox" ticks it (and leaves it ticked when it already is), it does not toggle it. */
const selectingBox: Rule = ({ text, quotes }) => {
  if (!/^(?:select|choose|pick)/i.test(text)) return undefined;
  const box = target(SELECT_BOX.exec(text)?.groups?.target, quotes);
  return box && (box.role === 'checkbox' || box.role === 'radio') ? { kind: 'check', target: box, checked: true } : undefined;
};

const PRESS = re(String.raw`^(?:press|hit|push|strike|tap|type)(?:es|s)?\s+(?:on\s+)?(?:the\s+)?(?<key>.+?)(?:\s+(?:key|button))?(?:\s+(?:in|on|into|inside|within|while\s+in)\s+(?<target>.+))?$`);

/** "… twice", "… 3 times in the slider": a key pressed again and again. */
const PRESSED_AGAIN = re(String.raw`\s+(?:(?<twice>twice)|(?<thrice>thrice)|(?<count>${NUMBER_PATTERN})\s+times)(?=\s+(?:in|on|into|inside|within)\s|$)`);
/** How often a key may be pressed in one step. */
const MAX_PRESSES = 50;

const pressing: Rule = ({ text, quotes }) => {
  const again = PRESSED_AGAIN.exec(text)?.groups;
  const times = !again ? 1 : again.twice ? 2 : again.thrice ? 3 : (numberOf(again.count as string) ?? 1);
  if (!Number.isInteger(times) || times < 1 || times > MAX_PRESSES) return undefined;
  const pressed = pressOnce({ text: again ? text.replace(PRESSED_AGAIN, '') : text, quotes });
  return pressed && pressed.kind === 'press' && times > 1 ? { ...pressed, times } : pressed;
};

const pressOnce = ({ text, quotes }: { text: string; quotes: string[] }): StepAction | undefined => {
  const match = PRESS.exec(text)?.groups;
  if (!match) return undefined;
  const keySegment = (match.key as string).trim();
  const quoted = quotedValue(keySegment, quotes);
  if (quoted === null && hasQuote(keySegment)) return undefined;
  const key = keyOf(quoted ?? keySegment, quoted !== null);
  if (!key) return undefined;
  if (match.target === undefined) return { kind: 'press', key };
  const field = parseTarget(match.target, quotes);
  return field ? { kind: 'press', key, target: field } : undefined;
};

const SCROLL_DIRECTION = re(String.raw`^scroll(?:s)?\s+(?<direction>down|up)(?:\s+(?:the\s+)?page)?(?:\s+(?:a\s+bit|a\s+little|by\s+(?:a|one)\s+(?:page|screen)|one\s+(?:page|screen)|a\s+page))?$`);
const SCROLL_EDGE = re(String.raw`^scroll(?:s)?\s+(?:all\s+the\s+way\s+)?(?:down\s+|up\s+|back\s+)?(?:to\s+)?(?:the\s+)?(?<edge>top|bottom|end|start|beginning)(?:\s+of\s+the\s+page)?$`);
const SCROLL_TO = re(
  String.raw`^scroll(?:s)?\s+(?:down\s+|up\s+)?(?:to|until|till)\s+(?:(?:you|i|the\s+user)\s+(?:can\s+)?(?:see|sees|find|finds|reach|reaches)\s+)?(?<target>.+?)(?:\s+(?:is|becomes|comes\s+into)\s+(?:visible|view|shown|displayed)|\s+(?:appears|shows\s+up))?$`,
);
const SCROLL_INTO_VIEW = re(String.raw`^scroll(?:s)?\s+(?<target>.+?)\s+into\s+view$`);

const scrolling: Rule = ({ text, quotes }) => {
  const direction = SCROLL_DIRECTION.exec(text)?.groups?.direction;
  if (direction) return { kind: 'scroll', direction: direction.toLowerCase() === 'up' ? 'up' : 'down' };
  const edge = SCROLL_EDGE.exec(text)?.groups?.edge;
  if (edge) return { kind: 'scroll', direction: /^(?:top|start|beginning)$/i.test(edge) ? 'top' : 'bottom' };
  const found = target(SCROLL_TO.exec(text)?.groups?.target ?? SCROLL_INTO_VIEW.exec(text)?.groups?.target, quotes);
  return found ? { kind: 'scroll', target: found } : undefined;
};

const UPLOAD = re(String.raw`^(?:upload|attach|choose\s+file|select\s+file|set\s+file)(?:s|es)?\s+(?:the\s+)?(?:file\s+)?(?<file>.+?)\s+(?:to|into|in|on|for|using|with|via)\s+(?<target>.+)$`);

const uploading: Rule = ({ text, quotes }) => {
  const match = UPLOAD.exec(text)?.groups;
  if (!match) return undefined;
  const file = valueOf(match.file as string, quotes);
  const field = target(match.target, quotes);
  return file !== null && field ? { kind: 'upload', target: field, file } : undefined;
};

const CLICK = re(
  String.raw`^(?:(?:click|tap|press|push|hit|select|choose|pick|follow|activate|open|trigger)(?:s|es|ed)?(?:\s+(?:on|at))?|(?:toggle|flip)(?:s|ped)?(?!\s+(?:on|off)\b)(?=.*[^\s](?<!\s(?:on|off))$))\s+(?<target>.+?)(?:\s+once)?$`,
);

// "Filter by Shoes", "Filter by category: Shoes": the filter named so, clicked (a checkbox is ticked, a chip or tab chosen).
const FILTER_BY = re(String.raw`^filter(?:s|ed)?\s+(?:the\s+)?(?:\w+\s+)?(?:by|on|for|to)\s+(?:[\w ]{1,30}:\s*)?(?<target>.+)$`);
// "Sort by Price: low to high": that option of the sort dropdown (or, on a table, the column header named so).
const SORT_BY = re(String.raw`^sort(?:s|ed)?\s+(?:the\s+\w+\s+)?by\s+(?<option>.+)$`);
/** "Sort the Price column descending", "Sort the "Due" column in ascending order": the column, and the way if said. */
const SORT_COLUMN = re(String.raw`^sort(?:s|ed)?\s+(?:the\s+)?(?<column>${QUOTED}|[a-z][\w-]*(?:\s+[\w-]+){0,2}?)\s+column(?:\s+(?<way>.+))?$`);
// "Increase the quantity of Canvas Sneakers": the control whose name says so ("Increase quantity of …", "+" beside it).
const STEP_AMOUNT = re(String.raw`^(?<verb>increase|decrease|increment|decrement|raise|lower)(?:s|es|d)?\s+(?:the\s+)?(?<what>.+)$`);

/** "Sort the Price column descending": the sort's option as "Sort by" would have it ("Price column descending"). */
function sortedColumn(text: string, quotes: string[]): string | null {
  const column = SORT_COLUMN.exec(text)?.groups;
  const name = column ? valueOf(column.column as string, quotes) : null;
  const way = column?.way === undefined ? '' : hasQuote(column.way) ? null : valueOf(column.way, quotes);
  return name === null || way === null ? null : `${name} column${way ? ` ${way}` : ''}`;
}

const filtering: Rule = ({ text, quotes }) => {
  const filter = target(FILTER_BY.exec(text)?.groups?.target, quotes);
  if (filter) return { kind: 'click', target: filter, clickCount: 1, button: 'left' };
  const option = SORT_BY.exec(text)?.groups?.option;
  const value = option === undefined ? sortedColumn(text, quotes) : valueOf(option, quotes);
  if (value !== null) return { kind: 'select', target: { ...SORT_DROPDOWN }, option: value };
  const stepped = STEP_AMOUNT.exec(text)?.groups;
  if (stepped && !hasQuote(stepped.what as string)) {
    const verb = (stepped.verb as string).toLowerCase();
    const word = { increment: 'Increase', raise: 'Increase', decrement: 'Decrease', lower: 'Decrease' }[verb] ?? `${verb[0]!.toUpperCase()}${verb.slice(1)}`;
    return { kind: 'click', target: { text: `${word} ${unmask(stepped.what as string, quotes).trim()}` }, clickCount: 1, button: 'left' };
  }
  return undefined;
};

/**
 * "Click Login without entering credentials", "Click Save leaving all fields empty": how the form is left when the
 * control is clicked, no part of its name. Not "Continue without saving", a button's name.
 */
const LEFT_EMPTY = re(
  String.raw`\s+(?:without\s+(?:entering|filling(?:\s+in|\s+out)?|typing|providing|selecting|choosing|giving|adding|inputting|completing|any\s+(?:input|data|values?|details)|credentials|data|values?)\b.*|(?:leaving|with)\s+(?:all\s+|the\s+|every\s+|each\s+)?(?:[\w-]+\s+){0,3}?(?:fields?|forms?|inputs?|everything|details|credentials)\s+(?:empty|blank)|with\s+(?:an?\s+)?(?:empty|blank)\s+(?:fields?|forms?|inputs?|credentials|details)|with\s+no\s+(?:input|data|values?|details|credentials))$`,
);
/** A kind of element and nothing that says which one: "the button". */
const isBareKind = (found: Target) => Boolean(found.role) && !found.text && isUnplaced(found);
const FOR_PURPOSE = re(String.raw`^(.+?\s(?:button|link|icon|tab))\s+(?:in\s+order\s+)?to\s+(?!the\b|a\b|an\b|my\b)[a-z]+\b.*$`);
const clicking: Rule = ({ text, quotes }) => {
  // "Press Tab twice" is a key pressed twice, not an element named "Tab twice": refused rather than misread.
  if (/\s(?:twice|\d+\s+times)$/i.test(text) && !/^(?:click|tap)/i.test(text)) return undefined;
  // "Click the Reset button to clear the filters": what the click is for, no part of the name.
  const written = CLICK.exec(text)?.groups?.target?.replace(LEFT_EMPTY, '');
  const found = target(written?.replace(FOR_PURPOSE, '$1'), quotes);
  // "Click the button to open the menu": the purpose was all that said which button; any button would be clicked.
  if (found && written !== undefined && FOR_PURPOSE.test(written) && isBareKind(found)) return undefined;
  return found ? { kind: 'click', target: found, clickCount: 1, button: 'left' } : undefined;
};

// ── waits ─────────────────────────────────────────────────────────────────────────────────────────────────

const WAIT = re(String.raw`^(?:wait|pause|sleep|delay|hold\s+on|hold)(?:s)?\s+(?:for\s+)?(?:about\s+)?(?<amount>${NUMBER_PATTERN}|half\s+a|a\s+moment|a\s+bit)\s*(?<unit>ms|milliseconds?|millis|s|secs?|seconds?|m|mins?|minutes?)?$`);
const WAIT_FOR = re(String.raw`^(?:wait|keep\s+waiting)(?:s)?\s+(?:for|until|till|untill)\s+(?<target>.+?)(?:\s+(?<state>to\s+(?:appear|be\s+(?:visible|shown|displayed|present)|show(?:\s+up)?|load|exist|become\s+visible)|(?:appears|is\s+(?:visible|shown|displayed|present)|becomes\s+visible|shows(?:\s+up)?|loads|exists)|to\s+(?:disappear|be\s+(?:hidden|gone|removed|closed)|go\s+away|vanish|close|hide)|(?:disappears|is\s+(?:hidden|gone|removed|closed|not\s+visible|no\s+longer\s+visible)|goes\s+away|vanishes|closes|hides)))?(?:\s+on\s+the\s+(?:page|screen))?$`);
const WAIT_FOR_PAGE = /^(?:the\s+)?(?:page|site|app|screen)\b/i;
const WAIT_FOR_TEXT = re(String.raw`^wait(?:s)?\s+(?:until|till|for)\s+(?:the\s+)?(?:page|screen)\s+(?:to\s+)?(?<negated>(?:does\s+not|doesn['’]t|no\s+longer|not)\s+)?(?:contains?|shows?|displays?|has|have)\s+(?:the\s+)?(?:text\s+)?(?<target>.+)$`);

/** A claim a wait is for, other than an element's showing or going (a wait of its own): its value, a count, a state. */
function waitedClaim(words: string, quotes: string[]) {
  try {
    const assertion = parseAssertion(words, quotes, { bareText: false });
    if (!assertion || assertion.type === 'page-text') return null;
    if (assertion.type === 'element-state' && (assertion.state === 'visible' || assertion.state === 'hidden')) return null;
    return assertion;
  } catch (error) {
    if (error instanceof AssertionFormError) return null;
    throw error;
  }
}

const waiting: Rule = ({ text, quotes }) => {
  const pause = WAIT.exec(text)?.groups;
  if (pause) {
    const amount = pause.amount as string;
    const count = /^half\s+a$/i.test(amount) ? 0.5 : /^a\s+(?:moment|bit)$/i.test(amount) ? 1 : numberOf(amount);
    if (count === undefined) return undefined;
    const unit = (pause.unit ?? 's').toLowerCase();
    const seconds = /^(?:ms|millis|milliseconds?)$/.test(unit) ? count / 1000 : /^(?:m|mins?|minutes?)$/.test(unit) ? count * 60 : count;
    return { kind: 'wait', seconds };
  }
  const pageText = WAIT_FOR_TEXT.exec(text)?.groups;
  if (pageText) {
    const found = parseTarget(pageText.target as string, quotes);
    return found ? { kind: 'wait-for', target: found, state: pageText.negated ? 'hidden' : 'visible' } : undefined;
  }
  if (/^wait(?:s)?\s+(?:for|until|till)\s+(?:the\s+)?(?:url|address|title|page\s+title)\b/i.test(text)) {
    // A check waits for its condition by itself: the way to wait for an address or a title.
    throw new AssertionFormError('To wait for the URL or the title, check it: a check waits until it holds');
  }
  const until = WAIT_FOR.exec(text)?.groups;
  if (!until || WAIT_FOR_PAGE.test(until.target as string)) return undefined;
  // "Wait until the progress bar shows 100%", "Wait for the cart count to be 2": a check, which waits until it holds.
  const claim = !until.state ? waitedClaim(until.target as string, quotes) : null;
  if (claim) return { kind: 'assert', assertion: claim };
  const segment = (until.target as string).replace(/^(?:the\s+)?(?:text|message)\s+(?=\uE000)/i, '');
  const found = parseTarget(segment, quotes);
  if (!found) return undefined;
  const isGone = /disappear|hidden|gone|removed|closed|away|vanish|close|hide|not\s+visible|no\s+longer/i.test(until.state ?? '');
  return { kind: 'wait-for', target: found, state: isGone ? 'hidden' : 'visible' };
};

// ── variables ─────────────────────────────────────────────────────────────────────────────────────────────

const GENERATOR = String.raw`(?<generator>e-?mail(?:\s+address)?|string|text|word|name|username|user\s+name|id|identifier|code|password|value|number|integer|int|digits|numeric\s+value)`;
const SET_GENERATED = re(String.raw`^(?:set|let|assign)(?:s)?\s+(?:the\s+)?(?:variable\s+)?(?<variable>${VARIABLE})\s+(?:to|be|=|equal\s+to|as)\s+(?:a|an)?\s*(?:new\s+)?(?:unique|random|fresh|generated|new)\s+${GENERATOR}$`);
const GENERATE_AS = re(String.raw`^(?:generate|create|make|pick|use|store|save|remember)(?:s)?\s+(?:a|an)?\s*(?:new\s+)?(?:unique|random|fresh)\s+${GENERATOR}\s+(?:and\s+(?:store|save|remember|keep)\s+it\s+)?(?:as|in|into|called|named)\s+(?:the\s+)?(?:variable\s+)?(?<variable>${VARIABLE})$`);
const STORE_TEXT = re(String.raw`^(?:store|save|remember|capture|copy|record|get|grab|read|keep|note|extract)(?:s)?\s+(?:the\s+)?(?:(?:text|value|contents?|label|number)\s+(?:of|from|in|shown\s+in)\s+)?(?<target>.+?)(?:['’]s\s+(?:text|value))?\s+(?:as|in|into|to|under)\s+(?:the\s+)?(?:variable\s+)?(?<variable>${VARIABLE})$`);

function generatorOf(word: string): GeneratedValue {
  if (/mail/i.test(word)) return 'email';
  if (/number|integer|int|digits|numeric/i.test(word)) return 'number';
  return 'string';
}

const variables: Rule = ({ text, quotes }) => {
  for (const pattern of [SET_GENERATED, GENERATE_AS]) {
    const match = pattern.exec(text)?.groups;
    const variable = match ? variableName(match.variable as string, quotes) : null;
    if (match && variable) return { kind: 'generate', variable, generator: generatorOf(match.generator as string) };
  }
  const stored = STORE_TEXT.exec(text)?.groups;
  if (!stored) return undefined;
  const variable = variableName(stored.variable as string, quotes);
  const found = target(stored.target, quotes);
  return variable && found ? { kind: 'store-text', target: found, variable } : undefined;
};

// ── assertions ────────────────────────────────────────────────────────────────────────────────────────────

const CLAIM_VERB = re(String.raw`^(?<verb>verify|assert|expect|ensure|confirm|validate|make\s+sure|check)(?:s|ed)?(?:\s+(?<connector>that|if|whether|for|to\s+see\s+(?:that|if)))?\s+(?<body>.+)$`);
// Verbs no element is named after: a line they start is a broken action, never a claim about an element.
const ACTION_VERB = re(String.raw`^(?:(?:click|double-click|right-click|tap|press|hover|type|fill|scroll|wait|navigate|visit|upload)(?:s|es|ed)?\b|(?:search|look)\s+(?:for|up)\b)`);

// A verb, then "the"/"a"…: "Delete the row containing Alden" asks for something done; "Remove button is displayed"
// (a button named "Remove") stays a claim.
const COMMAND_ON_OBJECT = re(
  String.raw`^(?:delete|remove|edit|add|open|close|select|choose|pick|submit|search|drag|move|toggle|expand|collapse|archive|duplicate|restore|save|create|update|change|set|find|view|show|hide|sort|filter|enable|disable|accept|dismiss|approve|reject|cancel|download|copy|share|mark)\s+(?:the|a|an|all|every|my|this|that|each)\s`,
);

/** "Accept the alert", "Click Cancel on the confirm", "Type hello into the prompt": the browser's own dialogs. */
const dialogs: Rule = ({ text, quotes }) => {
  const answer = readDialogAnswer(text, quotes);
  return answer ? { kind: 'answer-dialog', ...answer } : undefined;
};

const claims: Rule = ({ text, quotes }) => {
  const claim = CLAIM_VERB.exec(text)?.groups;
  if (!claim) return undefined;
  if (NEW_TAB_OPENED.test(claim.body as string)) return { kind: 'switch-tab', to: 'new' };
  const isCheck = /^check/i.test(claim.verb as string);
  // A bare "Check "Terms"" ticks a checkbox; "Verify "Saved"" and "Check for "Saved"" look for the text.
  const assertion = parseAssertion(claim.body as string, quotes, { bareText: !isCheck || Boolean(claim.connector) });
  if (assertion) return { kind: 'assert', assertion };
  if (isCheck && !claim.connector) return undefined;
  const shown = bareWords(claim.body as string);
  if (shown) return { kind: 'assert', assertion: { type: 'page-text', text: shown, negated: false } };
  throw new AssertionFormError(`I could not tell what to check after "${(text.match(/^\S+(?:\s+(?:sure|that|if|whether|for))?/i) ?? [''])[0]}"`);
};

/**
 * "Verify Successfully Saved", "Verify Invalid credentials": words as the page shows them, a capital first, with no
 * verb of a claim; the text the page should show. Not "Verify login works", nor a thing tested ("Login functionality").
 */
const BARE_WORDS = /^\p{Lu}[\p{L}\p{N}'’!.,&-]*(?:\s+[\p{L}\p{N}'’!.,&:-]+){1,11}$/u;
const NOT_BARE_WORDS =
  /\b(?:is|are|was|were|be|been|has|have|had|contains?|shows?|says?|reads?|equals?|appears?|displays?|works?|loads?|opens?|exists?|not|no|and|or|then|if|when|until|can|does|do|functionality|feature|flow|process|page|button|link|field|works|working)\b/i;
function bareWords(body: string): string | null {
  const words = body.trim().replace(/[.]$/, '');
  // Not "Verify Group 2, option 1 is selected", whose first words alone would read so.
  // A number is among the words of a sentence (four words or more: "You must be 18 or older to book"), or a date.
  const hasNumber = /\d/.test(words.replace(DATES_IN_WORDS, '')) && words.split(/\s+/).length < 4;
  // A rule a message states ("must be", "cannot be", "18 or older") is its words, not a claim's verb.
  const claimWords = words.replace(/\b(?:must|should|cannot|can't|will|would)\s+(?:not\s+)?be\b|\bor\s+(?:older|younger|more|less|fewer|later|earlier|above|below)\b/gi, '');
  return !hasQuote(words) && BARE_WORDS.test(words) && !NOT_BARE_WORDS.test(claimWords) && !hasNumber ? words : null;
}
/** A date among the words is words too ("Verify Appointment booked for January 15, 2027"). */
const DATES_IN_WORDS = new RegExp(String.raw`\b(?:${DATE_SHAPE})\b`, 'gi');

/** A claim with no verb in front: `The page should contain "Welcome"`, `"Save" is disabled`, `I am on /cart`. */
const statements: Rule = ({ text, quotes }) => {
  if (ACTION_VERB.test(text) || COMMAND_ON_OBJECT.test(text)) return undefined;
  if (NEW_TAB_OPENED.test(text)) return { kind: 'switch-tab', to: 'new' };
  const assertion = parseAssertion(text, quotes, { bareText: false });
  return assertion ? { kind: 'assert', assertion } : undefined;
};

const RULES: Rule[] = [
  emailStep,
  dialogs,
  claims,
  navigation,
  uploading,
  waiting,
  variables,
  sliding,
  clickingOutside,
  openingMenu,
  clicks,
  datesTyped,
  counting,
  typing,
  clearing,
  selecting,
  pressing,
  scrolling,
  selectingBox,
  checking,
  filtering,
  clicking,
  statements,
];
