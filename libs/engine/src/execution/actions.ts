import { basename, extname } from 'node:path';
import { isPlainWords, isSortStep, opensSiteMenu, POINT_OUTSIDE_SCRIPT, readSortRequest, regionKindLocators, sortOptionFor, type SortRequest, type Step, type StepAction, type Target } from '@verity/steps';
import { type Locator } from 'playwright-core';
import { actionFailure, navigationFailure } from './action-errors';
import { actOn, failureOn } from './act-on';
import { runAssertion } from './assertions';
import { describeElements, pageFunction, scrollPage, selectOptions, textOfElement } from './page-scripts';
import { formatSeconds, regionByKind, resolveTarget, type ResolvedTarget, scopeFor, targetPhrase, waitUntilGone } from './resolve/resolve-target';
import { menuShownAlready } from './resolve/part-of';
import { type Purpose } from './resolve/strategies';
import { closestNames, compact, normalizeSpaces, quote, quoteList, tierMatcher } from './resolve/text-match';
import { actionTimeoutMs, elapsedMs, resolveContext, type StepContext, type StepDone } from './step-context';
import { pressOn } from './press';
import { pressableStandIn } from './label-stand-in';
import { pause, StepFailure } from './step-failure';
import { readElement } from './read-element';
import { resolveUrl } from './urls';
import { untraced } from './untraced';
import { generateValue } from './variables';
import { answerDialog } from './dialog-steps';
import { closeTab, switchTab } from './tabs';
import { kindGone, kindShown } from './kind-states';
import { closeCalendarAfterTyping, dateFill, withoutDateWord } from './dates/fill-date';
import { findEither } from './find-either';
import { setStepper } from './stepper';
import { sortColumn } from './sort-column';
import { pickInOpenCalendar } from './dates/calendar-picker';
import { type CalendarDay, readWrittenMoment } from './dates/written-dates';

type ActionOf<K extends StepAction['kind']> = Extract<StepAction, { kind: K }>;

/** Finds the element an action acts on: looking is left out of the trace, which records the action itself. */
const find = (target: Target, purpose: Purpose, context: StepContext): Promise<ResolvedTarget> => untraced(context.page, () => resolveTarget(target, purpose, resolveContext(context)));

/**
 * Waits for the last step's screenshot, which must not show the action to come; not when the action changes the
 * page only by its inputs (a keystroke, a choice in a select) and the run holds them for the shot (InputHold): the
 * action then finds and checks its element while the shot is being taken.
 */
function beforeAction(context: StepContext, { onlyInputs = false } = {}): Promise<void> | undefined {
  return onlyInputs && context.inputHold ? undefined : context.beforeChange?.();
}

/** Finds the element an action acts on, then waits for the last step's screenshot (beforeAction). */
async function resolve(target: Target, purpose: Purpose, context: StepContext, options: { onlyInputs?: boolean } = {}): Promise<ResolvedTarget> {
  const found = await find(target, purpose, context);
  await beforeAction(context, options);
  return found;
}

/** Steps that change the page without an element to find first. */
const CHANGES_WITHOUT_TARGET: ReadonlySet<StepAction['kind']> = new Set(['navigate', 'back', 'forward', 'reload', 'switch-tab', 'close-tab', 'press', 'scroll', 'open-email']);


const done = (action: string, found?: ResolvedTarget): StepDone => ({ action, locator: found ? String(found.locator) : null });

/** Typed values are shown in the step's action, except in password fields. */
const shownValue = (found: ResolvedTarget, value: string) => (found.info.inputType === 'password' ? `'${'•'.repeat(Math.min(value.length, 8))}'` : quote(value, 120));

async function navigate(step: ActionOf<'navigate'>, context: StepContext): Promise<StepDone> {
  const url = resolveUrl(step.url, context.baseUrl);
  await context.checkNavigation(url);
  const { page } = context;
  const before = page.url();
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: context.navigationTimeoutMs });
  } catch (error) {
    // The page before still showing means no answer came to replace it.
    const isUnanswered = before !== url && page.url() === before;
    await context.stopLoading?.();
    throw navigationFailure(error, url, context.navigationTimeoutMs, isUnanswered);
  }
  // Wait for the load event too, but never for slow third-party resources past the step's budget.
  await page.waitForLoadState('load', { timeout: context.timeoutMs }).catch(() => undefined);
  return done(`Opened ${url}`);
}

async function history(direction: 'back' | 'forward' | 'reload', context: StepContext): Promise<StepDone> {
  const { page } = context;
  const options = { waitUntil: 'domcontentloaded' as const, timeout: context.navigationTimeoutMs };
  const before = page.url();
  try {
    if (direction === 'back') await page.goBack(options);
    else if (direction === 'forward') await page.goForward(options);
    else await page.reload(options);
  } catch (error) {
    await context.stopLoading?.();
    throw navigationFailure(error, before, context.navigationTimeoutMs);
  }
  if (direction === 'reload') return done('Reloaded the page');
  // The blank page every tab starts on is not a page of the test.
  if (page.url() === before || page.url() === 'about:blank') {
    throw new StepFailure(`There is no ${direction === 'back' ? 'previous' : 'next'} page to go ${direction} to.`);
  }
  return done(`Went ${direction} to ${page.url()}`);
}

async function click(step: ActionOf<'click'>, context: StepContext): Promise<StepDone> {
  if (step.inEmail) {
    if (!context.emails) throw new StepFailure('This run has no test inbox, so it cannot read e-mail.');
    context.emails.focus();
  }
  if (step.outside) return clickOutside(step, context);
  const shown = opensSiteMenu(step) ? await menuShownAlready(step.target, context.page) : null;
  if (shown) return { action: shown, locator: null };
  const found = await findEither(step.target, controlForItem(step.target), 'click', context);
  const verb = step.clickCount === 2 ? 'double-click' : step.button === 'right' ? 'right-click' : 'click';
  const times = step.times ?? 1;
  const { locator } = await pressableStandIn(found);
  for (let time = 0; time < times; time += 1) {
    await pressOn({ locator }, context, `${verb} ${found.description}`, (timeout, force) => (step.clickCount === 2 ? locator.dblclick({ button: step.button, timeout, force }) : locator.click({ button: step.button, timeout, force })), { doneWhenClicked: true });
  }
  const past = { click: 'Clicked', 'double-click': 'Double-clicked', 'right-click': 'Right-clicked' }[verb];
  return done(`${past} ${found.description}${times > 1 ? ` ${times} times` : ''}`, found);
}

const pointOutside = pageFunction<[Element], [number, number] | null>(POINT_OUTSIDE_SCRIPT);

/** "Click outside the modal": the window beside it, where no control would take the click (its backdrop). */
async function clickOutside(step: ActionOf<'click'>, context: StepContext): Promise<StepDone> {
  // "the modal", "the menu": the one on screen of that kind, the last opened (on top) when there are several.
  const region = await untraced(context.page, () => regionByKind(step.target, resolveContext(context)));
  const isKind = !step.target.role && !step.target.within && !step.target.near && regionKindLocators(step.target.text) !== undefined;
  if (!region && isKind) throw new StepFailure(`No ${step.target.text.trim().replace(/^the\s+/i, '')} is open to click outside of (looked for ${formatSeconds(context.timeoutMs)}).`);
  const { locator, description } = region ? { locator: region.locator.last(), description: region.description } : await resolve(step.target, 'click', context);
  const point = await locator.evaluate(pointOutside);
  if (!point) throw new StepFailure(`${description} covers the whole window: there is nowhere outside it to click.`);
  await context.page.mouse.click(point[0], point[1]);
  return { action: `Clicked outside ${description}, at ${point[0]}, ${point[1]}`, locator: String(locator) };
}

/** A whole number to set a count to ("Set adults to 3"), which a stepper's buttons may set. */
const COUNT_VALUE = /^\d{1,2}$/;

async function fill(step: ActionOf<'fill'>, context: StepContext): Promise<StepDone> {
  const isPlainTarget = isPlainWords(step.target);
  if (isPlainTarget && COUNT_VALUE.test(step.value.trim())) {
    const stepped = await setStepper(step.target.text, Number(step.value), context);
    if (stepped) return stepped;
  }
  // "Set the Depart date to tomorrow" where the label says "Depart".
  const found = await findEither(step.target, withoutDateWord(step.target, step.value), 'fill', context);
  await beforeAction(context, { onlyInputs: true });
  // A date or a time goes in as the field takes one (its format, its pattern, its calendar).
  const date = found.info.inputType === 'password' ? null : await dateFill(found, step.value, context);
  if (date && 'picked' in date) return done(date.picked, found);
  const typed = date ? date.typed : step.value;
  try {
    await actOn(found, context, `type into ${found.description}`, (timeout) => typeInto(found, typed, timeout));
  } finally {
    context.onFilled?.(found.locator, step.value);
  }
  if (date) await closeCalendarAfterTyping(found, context);
  if (found.info.inputType === 'range') await expectSliderAt(found, step.value);
  const written = typed === step.value ? '' : ` as ${quote(typed)}`;
  return done(`Typed ${shownValue(found, step.value)}${written} into ${found.description}`, found);
}

const sliderState = pageFunction<[HTMLInputElement], { value: string; min: string; max: string; step: string }>(
  `(el) => ({ value: el.value, min: el.min || '0', max: el.max || '100', step: el.step || '1' })`,
);

/** A slider set to a value it cannot take (past its ends, between its steps) shows the nearest: the step did not do what it says. */
async function expectSliderAt(found: ResolvedTarget, wanted: string): Promise<void> {
  const { value, min, max, step } = await found.locator.evaluate(sliderState);
  if (Number(value) === Number(wanted)) return;
  throw new StepFailure(`Could not set ${found.description} to ${wanted}: it goes from ${min} to ${max} in steps of ${step}, and shows ${value}.`);
}

/** "Click Reserve for Casa do Rio": a control named for the item it acts on, when no control is named so in full. */
const CONTROL_FOR_ITEM = /^(?<control>\S.*?)\s+for\s+(?<item>\S.*)$/i;

function controlForItem(target: Target): Target | null {
  if (target.near || target.within || target.nth !== undefined) return null;
  const split = CONTROL_FOR_ITEM.exec(target.text.trim())?.groups;
  return split ? { ...target, text: split.control as string, near: split.item as string } : null;
}

/** Fields a person types words into, where the last key of them goes in as a key press. */
const TYPED_INTO = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/**
 * Fills the field, its last character typed as a key: a page that reads keys (an autocomplete, a key-press
 * readout) sees a key pressed, as when a person types, and the field ends with the value whatever it held before.
 */
async function typeInto(found: ResolvedTarget, value: string, timeout: number): Promise<void> {
  const last = value.at(-1);
  const isTyped = found.info.tag === 'textarea' || (found.info.tag === 'input' && TYPED_INTO.has(found.info.inputType ?? 'text'));
  if (!isTyped || last === undefined || /\s/.test(last)) return found.locator.fill(value, { timeout });
  await found.locator.fill(value.slice(0, -1), { timeout });
  await found.locator.pressSequentially(last, { timeout });
}

async function clear(step: ActionOf<'clear'>, context: StepContext): Promise<StepDone> {
  const found = await resolve(step.target, 'fill', context, { onlyInputs: true });
  await actOn(found, context, `clear ${found.description}`, (timeout) => found.locator.clear({ timeout }));
  return done(`Cleared ${found.description}`, found);
}

/** The option a person means: its label, its value, then the same ignoring case and punctuation. */
function chooseOption(options: Array<{ label: string; value: string }>, wanted: string) {
  const text = normalizeSpaces(wanted);
  return (
    options.find(({ label }) => label === text) ??
    options.find(({ value }) => value === text) ??
    options.find(({ label }) => label.toLowerCase() === text.toLowerCase()) ??
    options.find(({ value }) => value.toLowerCase() === text.toLowerCase()) ??
    options.find(({ label }) => compact(label) === compact(text))
  );
}

/** "the calendar", "the date picker": the calendar open on the page, named by no field. */
const OPEN_CALENDAR_WORDS = /^(?:the\s+)?(?:open\s+)?(?:date\s*picker|datepicker|calendar|date\s+picker\s+calendar)$/i;

/** The day "Select 15 from the calendar" picks: a day of the month shown, or a date; null for other words. */
function calendarOption(option: string): CalendarDay | number | null {
  const day = /^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?$/i.exec(option.trim());
  if (day) return Number(day[1]) >= 1 && Number(day[1]) <= 31 ? Number(day[1]) : null;
  return readWrittenMoment(option, new Date())?.day ?? null;
}

async function select(step: ActionOf<'select'>, context: StepContext): Promise<StepDone> {
  // "from the calendar": the calendar open; "in the date picker" (a dropdown named Date, to the grammar) may be one.
  const namesCalendar = !step.target.role && OPEN_CALENDAR_WORDS.test(step.target.text.trim());
  const mayBeCalendar = namesCalendar || (step.target.role === 'combobox' && /^date$/i.test(step.target.text.trim()));
  const day = mayBeCalendar ? calendarOption(step.option) : null;
  if (day !== null) {
    const picked = await pickInOpenCalendar(day, context);
    if (picked) return done(picked);
    if (namesCalendar) throw new StepFailure(`No calendar is open to pick ${typeof day === 'number' ? `day ${day}` : quote(step.option)} in: open it first (click its field).`);
  }
  // "Select "Sign out" from the menu": an item of the open menu (or list, sidebar…), not a dropdown named "menu".
  if (!step.target.role && regionKindLocators(step.target.text)) return selectFromRegion(step, context);
  const sorting = isSortStep(step) ? readSortRequest(step.option) : null;
  if (sorting) {
    const heading = (await columnHeadingNamed(step.option, context)) ?? (sorting.field === step.option ? null : await columnHeadingNamed(sorting.field, context));
    if (heading) return done(`Sorted by ${quote(step.option)}: ${await sortColumn(heading, sorting, context)}`, heading);
  }
  const found = await find(step.target, 'select', context);
  const doing = `select ${quote(step.option)} in ${found.description}`;
  try {
    // Read while the last step's screenshot is being taken: reading does not change the page.
    const options = await untraced(context.page, () => readElement(found.locator, selectOptions));
    // A custom dropdown is clicked open, which may scroll the page before the click.
    await beforeAction(context, { onlyInputs: options !== null });
    if (options) {
      const option = chooseOption(options, step.option) ?? (sorting ? options[sortOptionFor(options.map(({ label }) => label), sorting)] : undefined);
      if (!option) {
        const labels = options.map(({ label }) => label).filter(Boolean);
        const closest = closestNames(step.option, labels, 3, 0);
        throw new StepFailure(`No option ${quote(step.option)} in ${found.description}. Options include: ${quoteList(closest.length ? closest : labels.slice(0, 5))}.`, closest);
      }
      await actOn(found, context, doing, (timeout) => found.locator.selectOption({ value: option.value }, { timeout }));
      return done(`Selected ${quote(option.label || option.value)} in ${found.description}`, found);
    }
    // A custom dropdown: open it, then pick the option by its name (for a sort, the one that sorts as the words say).
    await actOn(found, context, doing, (timeout) => found.locator.click({ timeout }));
    const name = (sorting && (await drawnSortOption(sorting, step.option, context))) ?? step.option;
    const option = await resolve({ text: name, role: 'option' }, 'click', context);
    await actOn(option, context, doing, (timeout) => option.locator.click({ timeout }), { doneWhenClicked: true });
    return done(`Selected ${quote(name)} in ${found.description}`, found);
  } catch (error) {
    throw await failureOn(found, error, doing, context);
  }
}

/**
 * Of the options an open sort dropdown draws, the one that sorts as `sorting` says, when none is named by the words
 * themselves: "Price: High to Low" for "price from high to low". Null when the words name one, or none sorts so.
 */
async function drawnSortOption(sorting: SortRequest, words: string, context: StepContext): Promise<string | null> {
  if (sorting.descending === null) return null;
  const options = context.page.getByRole('option').filter({ visible: true });
  // The list may open a moment after the click.
  await untraced(context.page, () => options.first().waitFor({ timeout: Math.max(0, Math.min(1_000, context.deadline - Date.now())) })).catch(() => undefined);
  const names = (await untraced(context.page, () => options.allInnerTexts()).catch(() => [] as string[])).map(normalizeSpaces);
  if (names.some((name) => compact(name) === compact(words))) return null;
  return names[sortOptionFor(names, sorting)] ?? null;
}

/**
 * The column heading on screen now that the words name (as a whole, in any case: DataTables names it "Last Name:
 * activate to sort column ascending"), if any. Only a heading: the words may also be an option of a sort dropdown.
 */
async function columnHeadingNamed(name: string, context: StepContext): Promise<ResolvedTarget | null> {
  const page = context.page;
  for (const tier of ['case-insensitive', 'contains'] as const) {
    const matcher = tierMatcher(name, tier);
    if (!matcher) continue;
    const heading = page.getByRole('columnheader', matcher).filter({ visible: true }).first();
    const info = await untraced(page, () => heading.evaluateAll(describeElements)).catch(() => []);
    if (info[0]) return { locator: heading, description: `the column header ${quote(info[0].name || name)}`, info: info[0], tier };
  }
  return null;
}

/** Clicks the item in the region of that kind when one is on screen, else the item wherever it shows. */
async function selectFromRegion(step: ActionOf<'select'>, context: StepContext): Promise<StepDone> {
  const regions = scopeFor(context.page, step.target.text).filter({ visible: true });
  const isShown = (await untraced(context.page, () => regions.count()).catch(() => 0)) > 0;
  const item: Target = isShown ? { text: step.option, within: step.target.text } : { text: step.option };
  const found = await find(item, 'click', context);
  await pressOn(found, context, `click ${found.description}`, (timeout, force) => found.locator.click({ timeout, force }), { doneWhenClicked: true });
  return done(`Selected ${found.description}${isShown ? ` in the ${normalizeSpaces(step.target.text).toLowerCase()}` : ''}`, found);
}

async function check(step: ActionOf<'check'>, context: StepContext): Promise<StepDone> {
  const found = await find(step.target, 'check', context);
  const pressed = await pressableStandIn(found);
  await pressOn(pressed, context, `${step.checked ? 'check' : 'uncheck'} ${found.description}`, (timeout, force) => pressed.locator.setChecked(step.checked, { timeout, force }));
  return done(`${step.checked ? 'Checked' : 'Unchecked'} ${found.description}`, found);
}

async function press(step: ActionOf<'press'>, context: StepContext): Promise<StepDone> {
  const times = step.times ?? 1;
  const pressed = times > 1 ? `${step.key} ${times} times` : step.key;
  if (!step.target) {
    try {
      for (let time = 0; time < times; time += 1) await context.page.keyboard.press(step.key);
    } catch (error) {
      throw actionFailure(error, `press ${step.key}`, elapsedMs(context));
    }
    return done(`Pressed ${pressed}`);
  }
  const found = await resolve(step.target, 'press', context, { onlyInputs: true });
  try {
    await found.locator.press(step.key, { timeout: actionTimeoutMs(context) });
    // Then where the focus is: the first press may move it (Tab), as the next key of a person's would go.
    for (let time = 1; time < times; time += 1) await context.page.keyboard.press(step.key);
  } catch (error) {
    throw await failureOn(found, error, `press ${step.key} in ${found.description}`, context);
  }
  return done(`Pressed ${pressed} in ${found.description}`, found);
}

async function hover(step: ActionOf<'hover'>, context: StepContext): Promise<StepDone> {
  const found = await resolve(step.target, 'hover', context);
  await actOn(found, context, `hover over ${found.description}`, (timeout) => hoverOver(found.locator, timeout));
  return done(`Hovered over ${found.description}`, found);
}

/**
 * The pointer moved a pixel within the element, as a person's never stands still: what covered the element as the
 * pointer came (the last hover's tooltip, gone once the pointer left its owner) no longer does, and the element gets
 * the pointer's arrival it missed. Without it, the hover's own tooltip never came unless a frame was drawn after (a
 * step's screenshot did).
 */
async function nudge(locator: Locator): Promise<void> {
  const box = await locator.boundingBox().catch(() => null);
  if (box) await locator.page().mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
}

/** How long a hover first waits before looking at why it did not happen: a caption the hover itself shows may be in the way. */
const HOVER_TRY_MS = 300;

/**
 * Hovers in tries of growing length. What the hover shows may cover the element ("name: user1" over the avatar):
 * then the pointer is there all the same. A try that ran out of time may have moved the pointer already (a busy
 * machine), so every try, not only the first, is asked why it did not happen.
 */
async function hoverOver(locator: Locator, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (let tryMs = HOVER_TRY_MS; ; tryMs *= 2) {
    const left = deadline - Date.now();
    try {
      await locator.hover({ timeout: Math.max(1, Math.min(left, tryMs)) });
      await nudge(locator);
      return;
    } catch (error) {
      if (error instanceof Error && /intercepts pointer events/.test(error.message)) {
        await locator.hover({ timeout: Math.max(1, deadline - Date.now()), force: true });
        await nudge(locator);
        return;
      }
      if (left <= tryMs) throw error;
    }
  }
}

/** Drags the element onto the other, as a person does with the mouse: Playwright's dragTo (HTML5 drag and drop too). */
async function drag(step: ActionOf<'drag'>, context: StepContext): Promise<StepDone> {
  const found = await resolve(step.target, 'hover', context);
  const onto = await resolve(step.to, 'hover', context);
  await actOn(found, context, `drag ${found.description} to ${onto.description}`, (timeout) => found.locator.dragTo(onto.locator, { timeout }));
  return done(`Dragged ${found.description} to ${onto.description}`, found);
}

async function scroll(step: ActionOf<'scroll'>, context: StepContext): Promise<StepDone> {
  if (step.target) {
    const found = await resolve(step.target, 'scroll', context);
    await actOn(found, context, `scroll to ${found.description}`, (timeout) => found.locator.scrollIntoViewIfNeeded({ timeout }));
    return done(`Scrolled to ${found.description}`, found);
  }
  const direction = step.direction ?? 'down';
  await context.page.evaluate(scrollPage, direction);
  return done(direction === 'top' || direction === 'bottom' ? `Scrolled to the ${direction} of the page` : `Scrolled ${direction}`);
}

const MIME_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

/**
 * Uploads a small generated file with the name the step gives. Never a file from the worker's disk: a test
 * must not be able to send the server's own files to a website.
 */
async function upload(step: ActionOf<'upload'>, context: StepContext): Promise<StepDone> {
  const name = basename(step.file.trim()) || 'file.txt';
  const payload = { name, mimeType: MIME_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream', buffer: Buffer.from(`Test file ${name} uploaded by Verity.\n`) };
  const found = await find(step.target, 'upload', context);
  // Any other element is clicked to open the file chooser, which may scroll the page before the click.
  await beforeAction(context, { onlyInputs: found.info.inputType === 'file' });
  try {
    if (found.info.inputType === 'file') {
      await found.locator.setInputFiles(payload, { timeout: actionTimeoutMs(context) });
    } else {
      const chooser = context.page.waitForEvent('filechooser', { timeout: actionTimeoutMs(context) });
      await found.locator.click({ timeout: actionTimeoutMs(context) });
      await (await chooser).setFiles(payload);
    }
  } catch (error) {
    throw await failureOn(found, error, `upload ${quote(name)} with ${found.description}`, context);
  }
  return done(`Uploaded ${quote(name)} to ${found.description}`, found);
}

async function waitFor(step: ActionOf<'wait-for'>, context: StepContext): Promise<StepDone> {
  if (step.state === 'hidden') {
    // "Wait for the dialog to close": no dialog in sight, as the check of it waits (kindGone).
    await kindGone(step.target, context);
    await untraced(context.page, () => waitUntilGone(step.target, 'state', resolveContext(context)));
    const gone = step.target.text.trim() === '' ? `the ${targetPhrase(step.target, 'state')}` : quote(step.target.text);
    return done(`Waited for ${gone} to disappear`);
  }
  const shown = await kindShown(step.target, context);
  if (shown) return { ...shown, action: shown.action.replace(/^Checked that (.*) is visible$/, 'Waited for $1 to appear') };
  const found = await resolve(step.target, 'see', context);
  return done(`Waited for ${found.description} to appear`, found);
}

async function storeText(step: ActionOf<'store-text'>, context: StepContext): Promise<StepDone> {
  const found = await resolve(step.target, 'read', context);
  const text = await untraced(context.page, () => readElement(found.locator, textOfElement));
  context.variables.set(step.variable, text);
  return done(`Stored ${quote(text, 120)} from ${found.description} as {{${step.variable}}}`, found);
}

const GENERATED = { email: 'a unique email', string: 'a random string', number: 'a random number' } as const;

function requireEmails(context: StepContext) {
  if (!context.emails) throw new StepFailure('This run has no test inbox, so it cannot read e-mail.');
  return context.emails;
}

/** Runs one parsed step (its variables already substituted) and says what it did. */
export async function runAction(step: Step, context: StepContext): Promise<StepDone> {
  if (CHANGES_WITHOUT_TARGET.has(step.kind) && !('target' in step && step.target)) await context.beforeChange?.();
  switch (step.kind) {
    case 'navigate':
      return navigate(step, context);
    case 'back':
    case 'forward':
    case 'reload':
      return history(step.kind, context);
    case 'switch-tab':
      return switchTab(step, context);
    case 'close-tab':
      return closeTab(context);
    case 'click':
      return click(step, context);
    case 'drag':
      return drag(step, context);
    case 'hover':
      return hover(step, context);
    case 'answer-dialog':
      return answerDialog(step, context);
    case 'fill':
      return fill(step, context);
    case 'clear':
      return clear(step, context);
    case 'select':
      return select(step, context);
    case 'check':
      return check(step, context);
    case 'press':
      return press(step, context);
    case 'scroll':
      return scroll(step, context);
    case 'upload':
      return upload(step, context);
    case 'wait':
      await pause(step.seconds * 1_000, context.signal);
      return done(`Waited ${step.seconds} second${step.seconds === 1 ? '' : 's'}`);
    case 'wait-for':
      return waitFor(step, context);
    case 'store-text':
      return storeText(step, context);
    case 'open-email':
      return requireEmails(context).open(step.address, step.subject, context);
    case 'store-email-code': {
      const emails = requireEmails(context);
      const code = emails.code();
      context.variables.set(step.variable, code);
      return done(`Stored the code ${quote(code)} from the e-mail ${quote(emails.email.subject)} as {{${step.variable}}}`);
    }
    case 'generate': {
      const value = generateValue(step.generator, context.emails?.domain);
      context.variables.set(step.variable, value);
      return done(`Generated ${GENERATED[step.generator]} as {{${step.variable}}}: ${quote(value)}`);
    }
    case 'assert':
      // A check only reads the page: the trace's snapshots of the actions around it show what it read.
      return untraced(context.page, () => runAssertion(step.assertion, context));
  }
}

/** The purpose an action's element is looked for with, so it must be able to take that action. */
const PURPOSE_OF: Partial<Record<StepAction['kind'], Purpose>> = {
  click: 'click',
  hover: 'hover',
  fill: 'fill',
  clear: 'fill',
  select: 'select',
  check: 'check',
  press: 'press',
  scroll: 'scroll',
  upload: 'upload',
  'wait-for': 'read',
  'store-text': 'read',
};

/**
 * Tries a step without side effects: a check runs (it only reads the page); an action only finds its element,
 * as it would to act on it. Throws the step's failure when the element is not there.
 */
export async function dryRun(step: Step, context: StepContext): Promise<void> {
  if (step.kind === 'assert' && step.assertion.type === 'visual') {
    // A visual check's pictures belong to the run's own step: tried here, it only finds its element.
    const { target } = step.assertion;
    if (target) await untraced(context.page, () => resolveTarget(target, 'state', resolveContext(context)));
    return;
  }
  if (step.kind === 'assert') {
    await untraced(context.page, () => runAssertion(step.assertion, context));
    return;
  }
  const purpose = PURPOSE_OF[step.kind];
  const target = 'target' in step ? step.target : undefined;
  if (!purpose || !target) throw new StepFailure('This step has no element to find.');
  await resolve(target, purpose, context);
}
