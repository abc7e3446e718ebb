import { pageFunction } from '../page-scripts';
import { readElement } from '../read-element';
import { type ResolvedTarget } from '../resolve/resolve-target';
import { quote } from '../resolve/text-match';
import { type StepContext } from '../step-context';
import { pause, StepFailure } from '../step-failure';
import { untraced } from '../untraced';
import { pickInCalendar } from './calendar-picker';
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

/** A date typed as a person would into this field, or picked in its calendar, as `fill` goes on to do. */
export type DateFill = { typed: string } | { picked: string };

/** How long a field has to show the day picked in its calendar. */
const SHOWN_WAIT_MS = 1_000;

/**
 * A value that is a date or a time, filled into a field made for one: the browser's own date fields take it in
 * their one format ("12/15/2026", "tomorrow" → 2026-12-15); a field with a pattern ("DD/MM/YYYY") takes it in
 * the pattern; a read-only field is filled through its calendar. Null for any other value or field: typed as written.
 */
export async function dateFill(found: ResolvedTarget, value: string, context: StepContext): Promise<DateFill | null> {
  // Most values are no date: the field is not asked about them.
  const now = new Date();
  if (!readWrittenMoment(value, now) && !readWrittenMoment(value, now, { dayFirst: true })) return null;
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
  if (pattern) return pattern.numericShape?.test(value.trim()) ? null : { typed: pattern.format(day) };
  return moment.relative ? { typed: usDate(day) } : null;
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
