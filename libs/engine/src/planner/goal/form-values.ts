import { type FormEntry } from '@verity/steps';
import { readGoal, relevance, stem, words } from '../goal-words';
import { type PageElement, type PageSnapshot } from '../read-page';

/** A value the line gives and the field on the page it goes into. */
export interface FieldValue {
  element: PageElement;
  value: string;
}

/** Words fields are labelled by that mean the same ("Zip/Postal Code" for "postcode 12345"). */
const SAME_WORDS: string[][] = [
  ['zip', 'postal', 'postcode'],
  ['phone', 'telephone', 'mobile', 'tel', 'cell'],
  ['surname', 'last', 'family'],
  ['forename', 'first', 'given'],
];
const SAME = new Map(SAME_WORDS.map((group) => group.map(stem)).flatMap((group) => group.map((word) => [word, new Set(group)] as const)));

/** Fields a value can be typed or chosen in: text, e-mail, number, password, text area, dropdown; never a search box. */
function isFillable(element: PageElement): boolean {
  if (element.kind === 'select') return true;
  if (element.kind !== 'field') return false;
  if (/^(?:checkbox|radio|hidden|submit|button|file|search)$/.test(element.inputType ?? 'text')) return false;
  return !/search/i.test(`${element.name} ${element.hints ?? ''}`);
}

/** Whether every one of the words is among the field's label words (or means the same as one of them). */
function covers(element: PageElement, wanted: string[]): boolean {
  // A field known by its id or name attribute ("firstName", "postal_code") has its words run together.
  const own = new Set(words(element.name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')));
  return wanted.length > 0 && wanted.every((word) => own.has(word) || [...(SAME.get(word) ?? [])].some((same) => own.has(same)));
}

/**
 * The field words name: one whose label has all of them ("Zip" → "Zip/Postal Code"), the unused ones and those of the
 * form the line names first; else the closest label by the planner's word match. Undefined when none is close.
 */
function fieldNamed(label: string, fields: PageElement[], used: Set<PageElement>, inForm: (element: PageElement) => boolean): PageElement | undefined {
  const wanted = words(label);
  const rank = (element: PageElement) => (used.has(element) ? 0 : 2) + (inForm(element) ? 1 : 0);
  const covering = fields.filter((element) => covers(element, wanted)).sort((a, b) => rank(b) - rank(a) || words(a.name).length - words(b.name).length);
  if (covering[0]) return covering[0];
  const goal = { ...readGoal(label), related: new Set<string>() };
  let winner: { element: PageElement; score: number } | undefined;
  for (const element of fields) {
    const score = relevance(element.name, goal);
    if (score > 0 && score + rank(element) > (winner?.score ?? 0)) winner = { element, score: score + rank(element) };
  }
  return winner?.element;
}

/** "first name John" → the field "First Name" and "John": the longest run of leading words that names a field. */
function splitWords(written: string, fields: PageElement[], used: Set<PageElement>, inForm: (element: PageElement) => boolean): FieldValue | undefined {
  const tokens = written.trim().split(/\s+/);
  for (let cut = tokens.length - 1; cut >= 1; cut -= 1) {
    const wanted = words(tokens.slice(0, cut).join(' '));
    if (wanted.length === 0) continue;
    const element = fields.filter((field) => covers(field, wanted)).sort((a, b) => (used.has(a) ? 1 : 0) - (used.has(b) ? 1 : 0) || (inForm(b) ? 1 : 0) - (inForm(a) ? 1 : 0))[0];
    if (element) return { element, value: tokens.slice(cut).join(' ').replace(/^(?:is|of|as|to|=|:)\s+/i, '') };
  }
  return undefined;
}

/** The form the words name ("the checkout form", "your shipping details", "coupon"), by its label, id or class. */
export function namedForm(snapshot: PageSnapshot, name: string | undefined): number | undefined {
  if (!name) return undefined;
  const goal = { ...readGoal(name), related: new Set<string>() };
  let winner: { index: number; score: number } | undefined;
  snapshot.forms.forEach((form, index) => {
    const score = relevance(`${form.label} ${form.hints ?? ''}`, goal);
    if (score > 0 && score > (winner?.score ?? 0)) winner = { index, score };
  });
  return winner?.index;
}

/** The form with the most fields to fill: where values given with no field's name go. */
function busiestForm(fields: PageElement[]): number | undefined {
  const counts = new Map<number | undefined, number>();
  for (const element of fields) counts.set(element.form, (counts.get(element.form) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const quoteOf = (text: string) => JSON.stringify(text);

/**
 * Each value the line gives, with its field: by the field's words when the line says them ("Zip: 12345", "John as
 * first name", "last name Doe"), else in the order of the form's fields ("with John, Doe, 12345"), skipping the
 * fields already given a value. A sentence saying why not when a named field is not on the page, or the line gives
 * more values than the form has fields.
 */
export function fieldValues(snapshot: PageSnapshot, entries: readonly FormEntry[], form?: string): FieldValue[] | string {
  const fields = snapshot.elements.filter(isFillable);
  if (fields.length === 0) return 'There is no form on the page to fill in.';
  let formIndex = namedForm(snapshot, form);
  const inForm = (element: PageElement) => formIndex !== undefined && element.form === formIndex;
  const used = new Set<PageElement>();
  const placed: Array<FieldValue | { value: string; words?: string }> = [];
  for (const entry of entries) {
    const named = entry.label !== undefined ? fieldNamed(entry.label, fields, used, inForm) : undefined;
    if (entry.label !== undefined && !named) return `There is no field called ${quoteOf(entry.label)} on the page to type ${quoteOf(entry.value)} into.`;
    const value = named ? { element: named, value: entry.value } : entry.words !== undefined ? splitWords(entry.words, fields, used, inForm) : undefined;
    if (value) {
      used.add(value.element);
      formIndex ??= value.element.form;
      placed.push(value);
    } else placed.push({ value: entry.value, ...(entry.words !== undefined ? { words: entry.words } : {}) });
  }
  const loose = placed.filter((value): value is { value: string; words?: string } => !('element' in value));
  // Words that name no field, beside values that named theirs, were meant for a field the page does not have.
  const stray = loose.find((value) => value.words !== undefined);
  if (stray && loose.length < placed.length) return `No field on the page is named by ${quoteOf(stray.words as string)}.`;
  formIndex ??= busiestForm(fields);
  const open = fields.filter((element) => element.form === formIndex && !used.has(element));
  if (loose.length > open.length) {
    return `The form has ${open.length} field${open.length === 1 ? '' : 's'} left to fill, but the line gives ${loose.length} value${loose.length === 1 ? '' : 's'} for them: ${loose.map((value) => quoteOf(value.value)).join(', ')}.`;
  }
  let next = 0;
  return placed.map((value) => ('element' in value ? value : { element: open[next++] as PageElement, value: value.value }));
}
