import * as chrono from 'chrono-node';

/** A day of the calendar (month 1–12), and whether its year was written or only implied ("Dec 15"). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  yearKnown: boolean;
}

/** What a person wrote as a value, read as a day, a time of day, or both ("tomorrow", "15 Dec 2026", "2:30 PM"). */
export interface WrittenMoment {
  day: CalendarDay | null;
  time: { hour: number; minute: number } | null;
  /** Worked out from today ("tomorrow", "in 3 days", "next Monday"), not written as a date. */
  relative: boolean;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// Words around a date that are not part of it: "tomorrow's date", "the date 2026-12-20", "3 days from today".
const LEADING_WORDS = /^(?:(?:the|a)\s+(?=date|day)|the\s+(?=\d))?(?:(?:date|day)\s+(?:of\s+)?)?(?:on\s+)?/i;
const TRAILING_WORDS = /(?:['’]s\s+date|\s+(?:date|day)|\s+from\s+(?:today|now))$/i;
const RELATIVE_WORDS = /\b(?:today|tomorrow|yesterday|now|tonight|next|last|this|ago|from|in|days?|weeks?|months?|years?|mon|tue|wed|thu|fri|sat|sun)/i;

const parserFor = (dayFirst: boolean) => (dayFirst ? chrono.en.GB : chrono.en);

/**
 * The value read as a moment when it is one as a whole (a date inside other words is not: "Pay on 15 Dec" is
 * text); `dayFirst` reads 05/06/2026 as 5 June, as a field whose pattern starts with the day means it.
 */
export function readWrittenMoment(value: string, now: Date, { dayFirst = false } = {}): WrittenMoment | null {
  const text = value.trim().replace(LEADING_WORDS, '').replace(TRAILING_WORDS, '').trim();
  if (text === '' || text.length > 60) return null;
  // "a week from today" is "in a week" to the parser.
  const start = wholeMoment(text, now, dayFirst) ?? (/from\s+(?:today|now)$/i.test(value.trim()) ? wholeMoment(`in ${text}`, now, dayFirst) : null);
  if (!start) return null;
  const relative = RELATIVE_WORDS.test(text) && !/\d{4}/.test(text);
  const hasDay = start.isCertain('day') || (relative && !start.isCertain('hour'));
  const hasTime = start.isCertain('hour');
  if (!hasDay && !hasTime) return null;
  const at = start.date();
  return {
    day: hasDay ? { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate(), yearKnown: start.isCertain('year') || relative } : null,
    time: hasTime ? { hour: at.getHours(), minute: at.getMinutes() } : null,
    relative,
  };
}

/** The parsed moment when the parser reads the text whole, not a date inside other words. */
function wholeMoment(text: string, now: Date, dayFirst: boolean): chrono.ParsedComponents | null {
  const [result] = parserFor(dayFirst).parse(text, now, { forwardDate: !/\bago\b|yesterday|last/i.test(text) });
  return result && result.index === 0 && result.text.length >= text.replace(/[.,\s]+$/, '').length ? result.start : null;
}

/** Every day a text shows ("Tue, Dec 15", "Dec 15 – Dec 18", "2026-12-15"): a field's value, a summary. */
export function daysShownIn(text: string, now: Date, { dayFirst = false } = {}): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (const { start, end } of parserFor(dayFirst).parse(text, now)) {
    for (const part of end ? [start, end] : [start]) {
      if (!part.isCertain('day')) continue;
      const at = part.date();
      days.push({ year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate(), yearKnown: part.isCertain('year') });
    }
  }
  return days;
}

/** The same day; a year only implied on either side ("Tue, Dec 15") is not compared. */
export function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.month === b.month && a.day === b.day && (a.year === b.year || !a.yearKnown || !b.yearKnown);
}

const two = (n: number) => String(n).padStart(2, '0');

/** "15 December 2026", as a step's message says a day. */
export function dayPhrase({ year, month, day }: CalendarDay): string {
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

export const isoDay = ({ year, month, day }: CalendarDay) => `${year}-${two(month)}-${two(day)}`;

/** ISO week of a day, "2026-W51", as a week field takes it. */
function isoWeek({ year, month, day }: CalendarDay): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${two(week)}`;
}

/** The browser's own date and time fields, and the one value format each takes. */
export const NATIVE_DATE_TYPES = new Set(['date', 'datetime-local', 'month', 'week', 'time']);

/** The value a native date or time field takes for a moment; null when the moment lacks what the field needs. */
export function nativeValue(inputType: string, { day, time }: WrittenMoment): string | null {
  const clock = time ? `${two(time.hour)}:${two(time.minute)}` : null;
  switch (inputType) {
    case 'date':
      return day && isoDay(day);
    case 'month':
      return day && `${day.year}-${two(day.month)}`;
    case 'week':
      return day && isoWeek(day);
    case 'time':
      return clock;
    case 'datetime-local':
      return day && `${isoDay(day)}T${clock ?? '00:00'}`;
    default:
      return null;
  }
}

/** A field's date pattern, as its placeholder writes it ("DD/MM/YYYY", "mm-dd-yyyy", "YYYY.MM.DD", "DD MMM YYYY"). */
export interface DatePattern {
  format: (day: CalendarDay) => string;
  dayFirst: boolean;
  /** Only digits and separators: a value written in the same shape is typed as written. */
  numericShape: RegExp | null;
}

const TOKEN = /yyyy|yy|mmmm|mmm|mm|m|dd|d/gy;

export function datePattern(placeholder: string | null | undefined): DatePattern | null {
  const text = (placeholder ?? '').trim().toLowerCase();
  if (!/^[dmy]/.test(text) || text.length > 14) return null;
  const parts: Array<{ token: string } | { separator: string }> = [];
  for (let at = 0; at < text.length; ) {
    TOKEN.lastIndex = at;
    const token = TOKEN.exec(text)?.[0];
    if (token) {
      parts.push({ token });
      at += token.length;
    } else if (/[\s/.,-]/.test(text[at])) {
      parts.push({ separator: text[at] });
      at += 1;
    } else return null;
  }
  const tokens = parts.flatMap((part) => ('token' in part ? [part.token[0]] : []));
  if (tokens.length !== 3 || new Set(tokens).size !== 3) return null;
  const write: Record<string, (day: CalendarDay) => string> = {
    yyyy: ({ year }) => String(year),
    yy: ({ year }) => two(year % 100),
    mmmm: ({ month }) => MONTH_NAMES[month - 1],
    mmm: ({ month }) => MONTH_NAMES[month - 1].slice(0, 3),
    mm: ({ month }) => two(month),
    m: ({ month }) => String(month),
    dd: ({ day }) => two(day),
    d: ({ day }) => String(day),
  };
  const isNumeric = parts.every((part) => !('token' in part) || !part.token.startsWith('mmm'));
  const numericShape = isNumeric
    ? new RegExp(`^${parts.map((part) => ('token' in part ? (part.token.startsWith('y') ? '\\d{2,4}' : '\\d{1,2}') : `\\${part.separator}`)).join('')}$`)
    : null;
  return {
    format: (day) => parts.map((part) => ('token' in part ? write[part.token](day) : part.separator)).join(''),
    dayFirst: tokens.indexOf('d') < tokens.indexOf('m'),
    numericShape,
  };
}

/** Values a check compares as days: a date, or today, tomorrow, yesterday, "in 3 days" (a weekday alone is a word). */
const COMPARED_AS_DAY = /\d|\b(?:today|tomorrow|yesterday)\b/i;
/** Longer texts are not read for days: a check polls them, and a paragraph is no date. */
const MAX_DAY_TEXT = 500;

/**
 * Whether a text shows the day a check expects, written another way: a date field's value is 2026-12-15 where the
 * step says 12/15/2026, a summary says "Tue, Dec 15" where it says "15 December 2026". "is" wants the text to be
 * that day as a whole; "contains", any day in it.
 */
export function showsSameDay(actual: string, wanted: string, mode: 'is' | 'contains', now = new Date()): boolean {
  if (!COMPARED_AS_DAY.test(wanted) || actual.length > MAX_DAY_TEXT || !/\d/.test(actual)) return false;
  const day = readWrittenMoment(wanted, now)?.day;
  if (!day) return false;
  if (mode === 'is') {
    const shown = readWrittenMoment(actual, now)?.day;
    return Boolean(shown && sameDay(shown, day));
  }
  return daysShownIn(actual, now).some((shown) => sameDay(shown, day));
}
