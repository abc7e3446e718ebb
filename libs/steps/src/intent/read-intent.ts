import { mentionsAccessibility } from '../accessibility';
import { valueNamedElsewhere } from '../value-named-elsewhere';
import { mentionsBaseline } from '../visual';
import { FIELD_THEN_OPTION, type GoalClause, readGoalClauses } from './goal-clauses';

const PRONOUN = /^(?:it|them|this|that|they)$/i;
/** "it", "them", "this"…: words that stand for something named before. */
export const isPronoun = (words: string) => PRONOUN.test(words.trim());
/** "the item", "the new task", "the added product": something a step before named, by a word that names none. */
const THING_NAMED_BEFORE =
  /^(?:(?:the|a|an|this|that|my|your)\s+)?(?:(?:new(?:ly)?|added|created|selected|same|deleted|removed|previous)\s+(?:added\s+|created\s+)?)?(?:item|product|task|todo|to-do|entry|row|record|element|one|contact|user|employee|order|post|comment|note|file)s?$/i;
const AS_DONE = /\bas\s+(?:not\s+)?(?:done|completed?|finished|undone|incomplete|active|open)\b/i;
/** Places of a shop people open by name, whose words also name buttons that do something else. */
/** Words that name a whole form, never one field of it. */
const FORM_WORDS = /\b(?:form|details|information|info|fields)\b/i;
const PLACES = /^(?:(?:my|your|the)\s+)?(?:shopping\s+)?(?:cart|basket|bag|trolley|check-?out)$/i;

/** The words a clause acts on, where a lone pronoun would leave the run guessing what "it" is. */
function objectOf(clause: GoalClause): string | undefined {
  switch (clause.kind) {
    case 'add-to-cart':
    case 'mark':
    case 'row-action':
    case 'edit':
      return clause.item;
    case 'activate':
    case 'toggle':
      return clause.name;
    case 'expect':
      return 'text' in clause.outcome ? clause.outcome.text : undefined;
    default:
      return undefined;
  }
}

/**
 * The intents a line holds ("Log in as X with password Y", "Add the Backpack to the cart", "Mark Buy milk as
 * done", "Verify that 0 items are left"), or null when any part of it is not one: such a line is left to the
 * grammar's refusal and its suggestions. A line's "it" cannot be resolved from the line alone, so it is refused
 * too, except in a check of an element's state ("it should be checked"), which the run ties to the step before.
 */
export function readIntent(line: string): GoalClause[] | null {
  // A condition ("… if present", "unless …") is not something an intent can honour: the grammar says so.
  if (CONDITION.test(line.replace(/"[^"]*"/g, '""'))) return null;
  // Nor is a claim about accessibility, which is no text to look for on the page: the grammar checks it or says why not.
  if (mentionsAccessibility(line)) return null;
  // Nor is a comparison with a baseline, which the grammar checks or refuses with the phrasing to use.
  if (mentionsBaseline(line)) return null;
  const clauses = readGoalClauses(line);
  if (clauses.length === 0) return null;
  // A line that reads as a check is only ever checks: "Confirm Ada is greeted" must not click "Confirm".
  if (CHECK_LINE.test(line) && clauses.some((clause) => clause.kind !== 'expect')) return null;
  return clauses.every(isDefinite) ? clauses : null;
}

const CHECK_LINE = /^(?:verify|ensure|make\s+sure|expect|assert|validate|check\s+(?:that|if|whether))\b|^confirm\b.*\b(?:is|are|was|were|has|have|shows?|appears?|contains?|gets?)\b|\b(?:should|must)\b/i;

const CONDITION = /(?<!\b(?:check|verify|see|confirm|and|ask|asks)\s+)\b(?:if|unless)\b|\b(?:otherwise|else)\b/i;
/** "Wait for the page to load": a wait for loading to end, the only wait that names nothing to wait for. */
/** Loading that ends: what a wait for the page's spinners and requests to settle is for. */
const LOADING_DONE = /\bloading\s+(?:is\s+|has\s+)?(?:done|finished|complete|completed|over|ended)\b|\bloading\s+to\s+(?:finish|complete|end|stop)\b|\b(?:finish|finishes|finished|done|stops?|completes?)\s+loading\b/i;
const LOADING = /\b(?:load|loads|loaded|loading|spinner|finish|finishes|finished)\b/i;

/** A clause the run can do without guessing: it names its object, with no pronoun, variable or stray quote. */
function isDefinite(clause: GoalClause): boolean {
  if (clause.kind === 'other') return false;
  if (clause.kind === 'wait' && clause.seconds === undefined && clause.for === undefined) return LOADING.test(clause.text) && !clause.text.includes('"');
  const named = [objectOf(clause), clause.kind === 'fill' ? clause.field : undefined, clause.kind === 'choose' ? clause.field ?? clause.option : undefined];
  for (const words of named) {
    if (words === undefined) continue;
    const trimmed = words.trim();
    if (trimmed === '' && clause.kind !== 'expect') return false;
    if (/["{}]/.test(trimmed)) return false;
    if (isPronoun(trimmed) && !(clause.kind === 'expect' && clause.outcome.type === 'state')) return false;
    // "the item is removed", "the new task appears": the words name no item, and are on the page as other words.
    if (clause.kind === 'expect' && (clause.outcome.type === 'shown' || clause.outcome.type === 'not-shown') && THING_NAMED_BEFORE.test(trimmed)) return false;
    // "the header shows the user name": a value named by what it is, which the grammar refuses with the form to write.
    if (clause.kind === 'expect' && valueNamedElsewhere(clause.text) !== null) return false;
  }
  return true;
}

/** The grammar's own check of an item in the cart, as the planner writes it: `Check that "Backpack" is in the cart`. */
const IN_CART_STEP = /^(?:check|verify|expect|assert)\s+(?:that\s+)?"[^"]+"\s+is\s+(?:not\s+)?in\s+the\s+cart$/i;

/**
 * Intents the grammar would read otherwise, and wrongly: "Mark Buy milk as done" is not a checkbox called
 * "Buy milk as done". A line holding one of these is an intent even when the grammar accepts it.
 */
export function outranksGrammar(clauses: readonly GoalClause[]): boolean {
  return clauses.some(
    (clause) =>
      clause.kind === 'login' ||
      clause.kind === 'add-to-cart' ||
      // "Mark Buy milk as done" is no checkbox called "Buy milk as done"; "Tick "I agree"" is the grammar's.
      (clause.kind === 'mark' && (/^mark\b/i.test(clause.text) || AS_DONE.test(clause.text))) ||
      clause.kind === 'edit' ||
      // "Wait until the loading is done", "Wait for loading to finish": no element says "loading is done".
      (clause.kind === 'wait' && clause.seconds === undefined && clause.for === undefined && LOADING_DONE.test(clause.text) && !clause.text.includes('"')) ||
      // "Choose Large as the size": the size's option Large, not an element called "Large as the size".
      // (Not a day: "Choose 20 December 2026 as the check-out date" is the grammar's, a date typed or picked.)
      (clause.kind === 'choose' && clause.field !== undefined && /\s+as\s+(?:the|a|an|your|my)\s+/i.test(clause.text) && !/\d/.test(clause.option) && !/\b(?:date|day|time)\b(?!\s*zone)/i.test(clause.field)) ||
      // "Select size M": the size's option M, not an element called "size M".
      (clause.kind === 'choose' && clause.field !== undefined && FIELD_THEN_OPTION.test(clause.text)) ||
      // "Fill in the checkout form with John, Doe", "… with valid data": the form's fields, not a field called "checkout form".
      (clause.kind === 'fill-form' && (clause.entries !== undefined || FORM_WORDS.test(clause.text))) ||
      // The grammar clicks whatever says "cart", an "Add to cart" button too; the intent goes to the cart.
      (clause.kind === 'activate' && PLACES.test(clause.name) && /^(?:open|go|view|visit|navigate|proceed|continue|head)\b/i.test(clause.text)) ||
      // "Open the Pricing page": the page's link or menu item, as "Go to the Pricing page" is; no element says "Pricing page".
      (clause.kind === 'activate' && /^open\s+(?!(?:the\s+)?(?:home|start|landing|main|front|index)\s*(?:page|screen)$)(?:the\s+)?[^"]+\s+(?:page|screen)$/i.test(clause.text)) ||
      (clause.kind === 'expect' &&
        (clause.outcome.type === 'count-text' || ((clause.outcome.type === 'shown' || clause.outcome.type === 'not-shown') && clause.outcome.place !== undefined && !IN_CART_STEP.test(clause.text)))),
  );
}
