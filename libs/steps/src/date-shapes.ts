/**
 * Values written as a day or a time of day, recognised by their shape alone ("12/15/2026", "15 Dec 2026", "December 15th",
 * "tomorrow", "3 days from today", "next Friday"): the grammar needs to know a date is a value, not a target's
 * words. What day it is, the engine works out (with a date parser) where the run knows today.
 */
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const COUNT = String.raw`(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)`;

/** A day written out: "2026-12-15", "12/15/2026", "15 Dec 2026", "Tuesday, December 15th". */
export const WRITTEN_DATE = [
  String.raw`\d{4}-\d{1,2}-\d{1,2}`,
  String.raw`\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}`,
  String.raw`(?:${WEEKDAY},?\s+)?(?:the\s+)?${DAY}\s+(?:of\s+)?${MONTH},?(?:\s+\d{4})?`,
  String.raw`(?:${WEEKDAY},?\s+)?${MONTH}\s+${DAY}(?:,?\s+\d{4})?`,
].join('|');

/** A time of day: "14:30", "2:30 PM", "9am". */
export const TIME_OF_DAY = String.raw`\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?`;

export const DATE_SHAPE = [
  WRITTEN_DATE,
  String.raw`(?:today|tomorrow|yesterday)(?:['’]s\s+date)?`,
  String.raw`(?:in\s+)?${COUNT}\s+(?:days?|weeks?|months?|years?)(?:\s+(?:from\s+(?:today|now)|later|ahead))?`,
  String.raw`${COUNT}\s+(?:days?|weeks?|months?|years?)\s+ago`,
  TIME_OF_DAY,
  String.raw`(?:next|this|coming)\s+(?:${WEEKDAY}|week|month)`,
].join('|');

const WHOLE_DATE = new RegExp(String.raw`^(?:(?:the\s+)?date\s+)?(?:${DATE_SHAPE})$`, 'i');

/** Whether a value is written as a day (or a time of day) as a whole. */
export function isDateShaped(value: string): boolean {
  return WHOLE_DATE.test(value.trim());
}
