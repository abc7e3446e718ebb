import { describeGrammar } from './testing/grammar-cases';

// Dates as people write them, into the date fields and pickers of real kits: jQuery UI's (typed, or picked),
// flatpickr's (read-only, a month dropdown, days named in their labels, the past disabled), bootstrap-datepicker's
// (opened by the icon beside its field, arrows that are table headers, days of the months around). The pages use
// today's date, so the steps name days from today. Under /broken/ the appointment is confirmed a month early.
const PICKERS = 'Go to /practice/date-pickers.html';
const BROKEN_PICKERS = 'Go to /broken/practice/date-pickers.html';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const today = new Date();
/** The given day of the month `ahead` months from this one. */
const dayAhead = (ahead: number, day: number) => new Date(today.getFullYear(), today.getMonth() + ahead, day);
const two = (n: number) => String(n).padStart(2, '0');
const us = (date: Date) => `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
const iso = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
const spelled = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
const dayMonthYear = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

const inTwoMonths = dayAhead(2, 15);
const inFiveMonths = dayAhead(5, 9);
const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);

describeGrammar(
  'dates typed and picked in the date pickers of widget kits',
  [
    {
      form: 'a date typed into a field with a calendar, and the words that confirm it',
      pass: [PICKERS, `Enter ${us(inTwoMonths)} in the Appointment date field`, `Verify Appointment booked for ${spelled(inTwoMonths)}`, `Verify the Appointment date field shows ${dayMonthYear(inTwoMonths)}`],
      fail: { steps: [BROKEN_PICKERS, `Enter ${us(inTwoMonths)} in the Appointment date field`, `Verify Appointment booked for ${spelled(inTwoMonths)}`], at: 2, reason: /^Expected the page to show 'Appointment booked for .+', but it does not\./ },
    },
    {
      form: 'a read-only field filled through its calendar, turned month by month to the day',
      pass: [PICKERS, `Select ${spelled(inFiveMonths)} in the Start date picker`, `Verify Starts on ${iso(inFiveMonths)}`, `Verify the Start date field shows ${us(inFiveMonths)}`],
      fail: { steps: [PICKERS, `Select ${spelled(inFiveMonths)} in the Start date picker`, `Verify the Start date field shows ${us(inTwoMonths)}`], at: 2, reason: /^Expected the field 'Start date' to contain '.+', but it has '\d{4}-\d\d-\d\d' and the words beside it are 'Starts on \d{4}-\d\d-\d\d'\.$/ },
    },
    {
      form: 'a day the calendar disables cannot be picked',
      pass: [PICKERS, 'Set the start date to tomorrow', 'Verify the start date is tomorrow'],
      fail: { steps: [PICKERS, 'Set the start date to yesterday'], at: 1, reason: `${yesterday.getDate()} ${MONTHS[yesterday.getMonth()]} ${yesterday.getFullYear()} cannot be picked in the calendar of the field 'Start date': the day is disabled (the calendar shows ${MONTHS[yesterday.getMonth()]} ${yesterday.getFullYear()}).` },
    },
    {
      form: 'a calendar opened by the icon beside its read-only field',
      pass: [PICKERS, `Set the Deadline to ${dayMonthYear(inTwoMonths)}`, `Verify the deadline is ${spelled(inTwoMonths)}`, `Verify Due on ${two(inTwoMonths.getDate())}.${two(inTwoMonths.getMonth() + 1)}.${inTwoMonths.getFullYear()}`],
      fail: { steps: [PICKERS, `Set the Deadline to ${dayMonthYear(inTwoMonths)}`, `Verify the deadline is ${spelled(inFiveMonths)}`], at: 2, reason: /^Expected the field 'Deadline' to have the value '.+', but it has '\d\d\.\d\d\.\d{4}'\./ },
    },
  ],
  { site: 'apps' },
);
