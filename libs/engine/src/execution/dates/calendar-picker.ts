import { type ElementHandle, type JSHandle } from 'playwright-core';
import { pageFunction } from '../page-scripts';
import { type ResolvedTarget } from '../resolve/resolve-target';
import { actionTimeoutMs, type StepContext } from '../step-context';
import { pause, StepFailure } from '../step-failure';
import { untraced } from '../untraced';
import { CALENDAR_TOGGLE_SCRIPT, CALENDAR_VIEW_SCRIPT } from './calendar-view';
import { type CalendarDay, dayPhrase, MONTH_NAMES } from './written-dates';

interface ViewFacts {
  shown: boolean;
  months?: string[];
  first?: { year: number; month: number };
  last?: { year: number; month: number };
  hasDay?: boolean;
  dayDisabled?: boolean;
  hasNext?: boolean;
  hasPrevious?: boolean;
  hasSelects?: boolean;
}

const readView = pageFunction<[Element, { year: number; month: number; day: number }], unknown>(CALENDAR_VIEW_SCRIPT);
const factsOf = pageFunction<[ViewFacts & Record<string, unknown>], ViewFacts>(`(view) => ({
  shown: view.shown, months: view.months, first: view.first, last: view.last, hasDay: Boolean(view.day), dayDisabled: view.dayDisabled,
  hasNext: Boolean(view.next), hasPrevious: Boolean(view.previous), hasSelects: Boolean(view.monthSelect && view.yearSelect),
})`);
const toggleOf = pageFunction<[Element], Element | null>(CALENDAR_TOGGLE_SCRIPT);

/** How long a calendar has to open after its field is clicked, and to turn after its arrow is. */
const OPEN_WAIT_MS = 1_500;
const TOGGLE_AFTER_MS = 400;
const TURN_WAIT_MS = 1_000;
const LOOK_AGAIN_MS = 50;
/** Months a calendar is turned one by one at most (five years); a picker with dropdowns jumps there. */
const MAX_TURNS = 60;

const monthIndex = ({ year, month }: { year: number; month: number }) => year * 12 + month;

/** A view of the calendar now, kept as a handle to act on its elements; null facts' `shown` when none is on screen. */
/** The field a calendar is for (or the page, for the calendar open on it), and how messages name it. */
type CalendarField = Pick<ResolvedTarget, 'locator' | 'description'>;

async function lookAt(field: CalendarField, day: CalendarDay, context: StepContext): Promise<{ view: JSHandle; facts: ViewFacts }> {
  return untraced(context.page, async () => {
    const view = await field.locator.evaluateHandle(readView, { year: day.year, month: day.month, day: day.day });
    const facts = await view.evaluate(factsOf);
    return { view, facts };
  });
}

/** Whether a calendar is on screen by the field now. */
export async function calendarShown(field: ResolvedTarget, day: CalendarDay): Promise<boolean> {
  const view = await field.locator.evaluateHandle(readView, { year: day.year, month: day.month, day: day.day });
  try {
    return (await view.evaluate(factsOf)).shown;
  } finally {
    await view.dispose();
  }
}

/** Looks until the calendar shows something `ready` says is enough, or the wait is over; the last look either way. */
async function lookUntil(field: CalendarField, day: CalendarDay, context: StepContext, waitMs: number, ready: (facts: ViewFacts) => boolean) {
  const until = Math.min(Date.now() + waitMs, context.deadline);
  for (;;) {
    const look = await lookAt(field, day, context);
    if (ready(look.facts) || Date.now() >= until) return look;
    await look.view.dispose();
    await pause(LOOK_AGAIN_MS, context.signal);
  }
}

async function elementOf(view: JSHandle, name: string): Promise<ElementHandle | null> {
  return (await view.getProperty(name)).asElement();
}

/** Opens the field's calendar: a click on the field, else on the button beside it that opens it. */
async function openCalendar(field: ResolvedTarget, day: CalendarDay, context: StepContext, wasOpen: boolean) {
  await field.locator.click({ timeout: actionTimeoutMs(context) });
  // A calendar already open (this field's, or another's) is this field's once the field is clicked; a field that
  // toggles its calendar closed is clicked once more.
  if (wasOpen) {
    const look = await lookUntil(field, day, context, TOGGLE_AFTER_MS, (facts) => facts.shown);
    if (look.facts.shown) return look;
    await look.view.dispose();
    await field.locator.click({ timeout: actionTimeoutMs(context) });
  }
  // A calendar opens at once or after a short animation; a field with a button beside it may open none by itself.
  const toggle = (await untraced(context.page, () => field.locator.evaluateHandle(toggleOf))).asElement();
  let look = await lookUntil(field, day, context, toggle ? TOGGLE_AFTER_MS : OPEN_WAIT_MS, (facts) => facts.shown);
  if (look.facts.shown) return look;
  if (toggle) {
    await toggle.click({ timeout: actionTimeoutMs(context) });
    await look.view.dispose();
    look = await lookUntil(field, day, context, OPEN_WAIT_MS, (facts) => facts.shown);
    if (look.facts.shown) return look;
  }
  throw new StepFailure(`${field.description} cannot be typed into (it is read-only), and no calendar opened from it to pick ${dayPhrase(day)}.`);
}

/**
 * Turns a calendar with month and year dropdowns (react-datepicker's, a date of birth's) straight to the month: the
 * year first, then the month of the calendar as drawn again for that year (a picker may draw it anew on a change).
 */
async function chooseInDropdowns(field: CalendarField, view: JSHandle, day: CalendarDay, context: StepContext): Promise<boolean> {
  const yearSelect = await elementOf(view, 'yearSelect');
  if (!yearSelect) return false;
  const timeout = actionTimeoutMs(context);
  const name = MONTH_NAMES[day.month - 1];
  try {
    await yearSelect.selectOption({ label: String(day.year) }, { timeout });
    const again = await lookAt(field, day, context);
    try {
      const monthSelect = await elementOf(again.view, 'monthSelect');
      if (!monthSelect) return false;
      await monthSelect.selectOption({ label: name }, { timeout }).catch(() => monthSelect.selectOption({ label: name.slice(0, 3) }, { timeout }));
    } finally {
      await again.view.dispose();
    }
    return true;
  } catch {
    // A year the dropdown does not offer: the arrows may still get there.
    return false;
  }
}

const shownMonths = (facts: ViewFacts) => (facts.months ?? []).join(' – ');

/**
 * Picks the day in the field's drawn calendar, as a person does: opens it, turns it to the day's month (its
 * dropdowns, else its arrows one month at a time), and clicks the day. A day the calendar disables fails the step.
 */
export async function pickInCalendar(field: ResolvedTarget, day: CalendarDay, context: StepContext): Promise<void> {
  // More than the field's input changes: the last step's screenshot is taken first.
  await context.beforeChange?.();
  const before = await lookAt(field, day, context);
  await before.view.dispose();
  const opened = await openCalendar(field, day, context, before.facts.shown);
  await turnAndPick(field, `the calendar of ${field.description}`, day, context, opened);
}

/** How a step names the calendar open on the page, when it names no field. */
const OPEN_CALENDAR = 'the calendar';

/**
 * "Select 15 from the calendar", "Pick December 20, 2026 in the date picker": the day in the calendar open on the
 * page (a day alone is in the first month it shows). Null when no calendar is open.
 */
export async function pickInOpenCalendar(day: CalendarDay | number, context: StepContext): Promise<string | null> {
  const page = { locator: context.page.locator('body'), description: OPEN_CALENDAR };
  const first = await lookAt(page, typeof day === 'number' ? { year: 1, month: 1, day, yearKnown: false } : day, context);
  await first.view.dispose();
  if (!first.facts.shown || !first.facts.first) return null;
  const wanted = typeof day === 'number' ? { ...first.facts.first, day, yearKnown: true } : day;
  await context.beforeChange?.();
  await turnAndPick(page, OPEN_CALENDAR, wanted, context, await lookAt(page, wanted, context));
  return `Picked ${dayPhrase(wanted)} in ${OPEN_CALENDAR}`;
}

/** Turns the calendar on screen to the day's month and clicks the day. */
async function turnAndPick(field: CalendarField, calendar: string, day: CalendarDay, context: StepContext, look: { view: JSHandle; facts: ViewFacts }): Promise<void> {
  let { view, facts } = look;
  try {
    for (let turns = 0; ; turns += 1) {
      if (facts.hasDay) {
        if (facts.dayDisabled) throw new StepFailure(`${dayPhrase(day)} cannot be picked in ${calendar}: the day is disabled (the calendar shows ${shownMonths(facts)}).`);
        const cell = await elementOf(view, 'day');
        await cell?.click({ timeout: actionTimeoutMs(context) });
        return;
      }
      const wanted = monthIndex(day);
      const forward = facts.last && wanted > monthIndex(facts.last);
      const distance = facts.first ? Math.abs(wanted - monthIndex(facts.first)) : 0;
      const before = shownMonths(facts);
      const jumped = distance > 1 && facts.hasSelects && (await chooseInDropdowns(field, view, day, context));
      if (!jumped) {
        const control = await elementOf(view, forward ? 'next' : 'previous');
        if (!control || turns >= MAX_TURNS) {
          throw new StepFailure(`${upperFirst(calendar)} shows ${before} and cannot be turned ${forward ? 'forward' : 'back'} to ${MONTH_NAMES[day.month - 1]} ${day.year}.`);
        }
        await control.click({ timeout: actionTimeoutMs(context) });
      }
      await view.dispose();
      ({ view, facts } = await lookUntil(field, day, context, TURN_WAIT_MS, (now) => !now.shown || shownMonths(now) !== before));
      if (!facts.shown) throw new StepFailure(`${upperFirst(calendar)} closed before ${dayPhrase(day)} could be picked.`);
      if (shownMonths(facts) === before) throw new StepFailure(`${upperFirst(calendar)} stayed on ${before} when turned toward ${MONTH_NAMES[day.month - 1]} ${day.year}.`);
    }
  } finally {
    await view.dispose().catch(() => undefined);
  }
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
