import { datePattern, daysShownIn, nativeValue, readWrittenMoment, showsSameDay } from './written-dates';

// A Saturday.
const NOW = new Date(2026, 10, 28, 10, 0);
const day = (year: number, month: number, date: number, yearKnown = true) => ({ year, month, day: date, yearKnown });

describe('a value read as a day or a time', () => {
  it.each([
    ['12/15/2026', day(2026, 12, 15)],
    ['2026-12-15', day(2026, 12, 15)],
    ['15 Dec 2026', day(2026, 12, 15)],
    ['December 15, 2026', day(2026, 12, 15)],
    ['the 15th of December 2026', day(2026, 12, 15)],
    ['the date 2026-12-20', day(2026, 12, 20)],
    ['Dec 15', day(2026, 12, 15, false)],
    ['tomorrow', day(2026, 11, 29)],
    ["tomorrow's date", day(2026, 11, 29)],
    ['3 days from today', day(2026, 12, 1)],
    ['a week from today', day(2026, 12, 5)],
    ['in 3 days', day(2026, 12, 1)],
    ['next Monday', day(2026, 11, 30)],
  ])('%j is %j', (written, expected) => {
    expect(readWrittenMoment(written, NOW)?.day).toEqual(expected);
  });

  it('reads 05/06/2026 month first, unless the field writes the day first', () => {
    expect(readWrittenMoment('05/06/2026', NOW)?.day).toEqual(day(2026, 5, 6));
    expect(readWrittenMoment('05/06/2026', NOW, { dayFirst: true })?.day).toEqual(day(2026, 6, 5));
  });

  it('reads a time of day without a day', () => {
    expect(readWrittenMoment('2:30 PM', NOW)).toEqual({ day: null, time: { hour: 14, minute: 30 }, relative: false });
    expect(readWrittenMoment('14:30', NOW)?.time).toEqual({ hour: 14, minute: 30 });
  });

  it.each(['John', 'Admin', 'check', '15', '1990', 'May', 'admin123', '555-1234', 'Pay on 15 Dec', 'Lisbon'])('%j is no day', (written) => {
    expect(readWrittenMoment(written, NOW)).toBeNull();
  });
});

describe("a browser date field's value", () => {
  const moment = (text: string) => readWrittenMoment(text, NOW)!;

  it('is the one format each kind of field takes', () => {
    expect(nativeValue('date', moment('12/15/2026'))).toBe('2026-12-15');
    expect(nativeValue('month', moment('15 Dec 2026'))).toBe('2026-12');
    expect(nativeValue('week', moment('15 Dec 2026'))).toBe('2026-W51');
    expect(nativeValue('time', moment('2:30 PM'))).toBe('14:30');
    expect(nativeValue('datetime-local', moment('15 Dec 2026 2:30pm'))).toBe('2026-12-15T14:30');
  });

  it('is none when the value lacks what the field needs', () => {
    expect(nativeValue('date', moment('2:30 PM'))).toBeNull();
    expect(nativeValue('time', moment('15 Dec 2026'))).toBeNull();
  });
});

describe("a field's date pattern", () => {
  const jan5 = day(1990, 1, 5);

  it('writes the day as the placeholder does', () => {
    expect(datePattern('DD/MM/YYYY')?.format(jan5)).toBe('05/01/1990');
    expect(datePattern('mm-dd-yyyy')?.format(jan5)).toBe('01-05-1990');
    expect(datePattern('YYYY.MM.DD')?.format(jan5)).toBe('1990.01.05');
    expect(datePattern('dd MMM yyyy')?.format(jan5)).toBe('05 Jan 1990');
    expect(datePattern('d/m/yy')?.format(jan5)).toBe('5/1/90');
  });

  it('knows which comes first, and the shape of a value written in it', () => {
    expect(datePattern('DD/MM/YYYY')?.dayFirst).toBe(true);
    expect(datePattern('MM/DD/YYYY')?.dayFirst).toBe(false);
    expect(datePattern('DD/MM/YYYY')?.numericShape?.test('05/06/1990')).toBe(true);
    expect(datePattern('DD/MM/YYYY')?.numericShape?.test('5 June 1990')).toBe(false);
    expect(datePattern('dd MMM yyyy')?.numericShape).toBeNull();
  });

  it.each(['Add date', 'Search destinations', 'Email', '', 'dd/mm', 'mm/dd/yyyy hh:mm'])('is none in %j', (placeholder) => {
    expect(datePattern(placeholder)).toBeNull();
  });
});

describe('a text that shows the same day written another way', () => {
  it.each([
    ['2026-12-15', '12/15/2026', 'is'],
    ['Tue, 15 Dec 2026', '15 December 2026', 'is'],
    ['Tue, Dec 15', '12/15/2026', 'is'],
    ['Tue, Dec 15 – Fri, Dec 18 · 3 nights', 'December 18, 2026', 'contains'],
    ['2026-11-29', 'tomorrow', 'is'],
  ] as const)('%j shows %j', (actual, wanted, mode) => {
    expect(showsSameDay(actual, wanted, mode, NOW)).toBe(true);
  });

  it.each([
    ['2026-12-14', '12/15/2026', 'is'],
    ['Tue, 15 Dec 2027', '15 December 2026', 'is'],
    ['Tue, Dec 15 – Fri, Dec 18', 'December 16, 2026', 'contains'],
    ['Check-in: Tue, Dec 15', '12/15/2026', 'is'],
    ['Monday, 30 Nov 2026', 'Monday', 'contains'],
    ['3 nights', '3', 'is'],
  ] as const)('%j does not show %j', (actual, wanted, mode) => {
    expect(showsSameDay(actual, wanted, mode, NOW)).toBe(false);
  });

  it('reads every day of a range', () => {
    expect(daysShownIn('Dec 15 – Dec 18', NOW).map(({ day: date }) => date)).toEqual([15, 18]);
  });
});
