import { type Target } from '@verity/steps';
import { pageFunction } from '../page-scripts';
import { readElement } from '../read-element';
import { type ResolvedTarget } from '../resolve/resolve-target';
import { quote } from '../resolve/text-match';
import { type StepContext } from '../step-context';
import { pause, StepFailure } from '../step-failure';
import { untraced } from '../untraced';
import { calendarShown, pickInCalendar } from './calendar-picker';
import { type CalendarDay, datePattern, dayPhrase, daysShownIn, NATIVE_DATE_TYPES, nativeValue, readWrittenMoment, sameDay } from './written-dates';

interface DateFieldFacts {
  inputType: string | null;
  readOnly: boolean;
  placeholder: string;
  /** Named, classed or labelled as a date, or opens a calendar: "tomorrow" typed into it means a day. */
  dateLike: boolean;
}

const DATE_WORDS = String.raw`/\b(?:date|dates|dob|birth\w*|birthday|bday|day|calendar|picker|datepicker|check-?in|check-?out|arrival|arrive|departure|depart|return|from-?date|to-?date|start-?date|end-?date|deadline|due)\b|date|picker|calendar/i`;

const readFacts = pageFunction<[Element], DateFieldFacts>(`(el) => {
  const words = ${DATE_WORDS};
  const labels = el.labels ? Array.from(el.labels).map((label) => label.textContent).join(' ') : '';
  const own = [el.getAttribute('name'), el.id, el.getAttribute('class'), el.getAttribute('aria-label'), el.getAttribute('autocomplete'), el.getAttribute('data-testid'), el.getAttribute('placeholder'), labels].join(' ');
  let around = '';
  for (let up = el.parentElement, depth = 0; up && depth < 3; up = up.parentElement, depth += 1) around += ' ' + (up.getAttribute('class') || '');
  const popup = el.getAttribute('aria-haspopup');
  return {
    inputType: el.tagName === 'INPUT' ? (el.getAttribute('type') || 'text').toLowerCase() : null,
    readOnly: Boolean(el.readOnly) || el.getAttribute('aria-readonly') === 'true',
    placeholder: el.getAttribute('placeholder') || '',
    dateLike: words.test(own) || /date|picker|calendar/i.test(around) || popup === 'dialog' || popup === 'grid',
  };
}`);

const fieldText = pageFunction<[Element], string>(`(el) => ('value' in el && typeof el.value === 'string' ? el.value : el.textContent || '').trim()`);

/** Whether a value is a day or a time as a whole, read either way round (05/06 as May 6 or 5 June). */
export function isWrittenMoment(value: string, now = new Date()): boolean {
  return readWrittenMoment(value, now) !== null || readWrittenMoment(value, now, { dayFirst: true }) !== null;
}

/** A date typed as a person would into this date field (as written, or in its format), or picked in its calendar. */
export type DateFill = { typed: string } | { picked: string };

/** How long a field has to show the day picked in its calendar. */
const SHOWN_WAIT_MS = 1_000;

/**
 * A value that is a date or a time, filled into a field made for one: the browser's own date fields take it in
 * their one format ("12/15/2026", "tomorrow" → 2026-12-15); a field with a pattern ("DD/MM/YYYY") takes it in
 * the pattern; a read-only field is filled through its calendar; another date field gets it as written ("tomorrow"
 * as 11/29/2026). Null for any other value or field.
 */
export async function dateFill(found: ResolvedTarget, value: string, context: StepContext): Promise<DateFill | null> {
  // Most values are no date: the field is not asked about them.
  const now = new Date();
  if (!isWrittenMoment(value, now)) return null;
  const facts = await untraced(context.page, () => readElement(found.locator, readFacts)).catch(() => null);
  if (!facts) return null;
  const pattern = datePattern(facts.placeholder);
  const moment = readWrittenMoment(value, now, { dayFirst: pattern?.dayFirst });
  if (!moment) return null;
  if (facts.inputType && NATIVE_DATE_TYPES.has(facts.inputType)) {
    const native = nativeValue(facts.inputType, moment);
    if (native === null) throw new StepFailure(`${found.description} takes a ${facts.inputType === 'time' ? 'time of day' : 'date'}, and ${quote(value)} is not one.`);
    return { typed: native };
  }
  if (!facts.dateLike && !pattern) return null;
  const day = moment.day;
  if (!day) return null;
  if (facts.readOnly) {
    await pickInCalendar(found, day, context);
    await expectShown(found, day, context, pattern?.dayFirst);
    return { picked: `Picked ${dayPhrase(day)} in the calendar of ${found.description}` };
  }
  // Typed in the field's own pattern; a value already in its shape ("05/06/1990" for DD/MM/YYYY) as written.
  if (pattern) return { typed: pattern.numericShape?.test(value.trim()) ? value : pattern.format(day) };
  return { typed: moment.relative ? usDate(day) : value };
}

const usDate = ({ year, month, day }: CalendarDay) => `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;

/** The field shows the day picked (once it shows a day at all): a calendar that sets another day is a fault. */
async function expectShown(found: ResolvedTarget, day: CalendarDay, context: StepContext, dayFirst: boolean | undefined): Promise<void> {
  const reference = new Date(day.year, day.month - 1, day.day);
  const until = Math.min(Date.now() + SHOWN_WAIT_MS, context.deadline);
  for (;;) {
    const text = await untraced(context.page, () => readElement(found.locator, fieldText)).catch(() => '');
    // Without a pattern, 05.12.2026 may be either: the day picked is shown if either reading is it.
    const days = dayFirst === undefined ? [...daysShownIn(text, reference), ...daysShownIn(text, reference, { dayFirst: true })] : daysShownIn(text, reference, { dayFirst });
    if (days.length === 0 || days.some((shown) => sameDay(shown, day))) return;
    if (Date.now() >= until) throw new StepFailure(`Picked ${dayPhrase(day)} in the calendar, but ${found.description} shows ${quote(text)}.`);
    await pause(50, context.signal);
  }
}

/** "the Depart date", "the arrival time": a date's field, which its label may name without the word. */
const DATE_FIELD_WORD = /^(?<name>.+?)\s+(?:date|day|time)$/i;

/** The field named without "date" (or "time"), for a date or a time: null for other values and names. */
export function withoutDateWord(target: Target, value: string): Target | null {
  const shorter = DATE_FIELD_WORD.exec(target.text.trim())?.groups?.name;
  return shorter && isWrittenMoment(value) ? { ...target, text: shorter } : null;
}

const inDialog = pageFunction<[Element], boolean>(`(el) => Boolean(el.closest('dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"], .modal'))`);
const ANY_DAY = { year: 1, month: 1, day: 1, yearKnown: false };

/**
 * A calendar left open by typing a date covers the fields under it, as it would a person's view: it is closed as a
 * person closes it, with Escape (Tab inside a dialog, which Escape would close).
 */
export async function closeCalendarAfterTyping(found: ResolvedTarget, context: StepContext): Promise<void> {
  const shown = await untraced(context.page, () => calendarShown(found, ANY_DAY)).catch(() => false);
  if (!shown) return;
  const isInDialog = await readElement(found.locator, inDialog).catch(() => false);
  await found.locator.press(isInDialog ? 'Tab' : 'Escape').catch(() => undefined);
}
