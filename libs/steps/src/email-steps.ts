import { type StepAction } from './ast';
import { valueOf } from './assertions';
import { type MaskedLine, QUOTED, quote, VARIABLE, variableName } from './masked-line';
import { parseTarget } from './target';

// Steps on the e-mails a site sends: open the newest one to an address, click in it, keep its code, check its
// subject. Read before every other rule: "Check that the email subject contains …" is not a check of the page.

const re = (source: string) => new RegExp(source, 'i');
const EMAIL = String.raw`(?:e-?mail|mail|message)`;
/** An address as written: quoted, a {{variable}}, or bare. */
const ADDRESS = String.raw`(?<address>${QUOTED}|\{\{\s*[A-Za-z_][\w. -]*\s*\}\}|[^\s@]+@[^\s@]+)`;
const KIND = String.raw`(?:(?:confirmation|verification|welcome|activation|invitation|invite|password[-\s]reset|reset|sign[-\s]?up|sign[-\s]?in|login|magic[-\s]link|order)\s+)?`;
const OPEN_EMAIL = re(
  String.raw`^(?:open|read|view|check|go\s+to|find|get)(?:s)?\s+(?:the\s+|an?\s+)?(?:(?:latest|last|newest|most\s+recent|new)\s+)?${KIND}${EMAIL}\s+(?:(?:that\s+was\s+)?(?:sent|delivered)\s+)?(?:to|for)\s+${ADDRESS}(?:\s+with\s+(?:the\s+)?subject\s+(?:containing\s+)?(?<subject>${QUOTED}))?$`,
);
const CLICK_IN_EMAIL = re(String.raw`^(?:click|tap|follow|press|open)(?:s)?\s+(?:on\s+)?(?<target>.+?)\s+(?:in|inside|within|from)\s+(?:the|this|that)\s+${EMAIL}$`);
const CODE = String.raw`(?:(?:verification|confirmation|one[-\s]?time|security|login|log[-\s]?in|sign[-\s]?in|activation|access|auth(?:entication)?|\d[-\s]?digit)\s+)*(?:code|otp|pin|passcode|token)`;
const STORE_CODE = re(
  String.raw`^(?:store|save|remember|copy|get|grab|read|extract|capture|note|keep)(?:s)?\s+(?:the\s+)?${CODE}\s+(?:in|from|of)\s+(?:the|this|that)\s+${EMAIL}\s+(?:as|in|into|to|under)\s+(?:the\s+)?(?:variable\s+)?(?<variable>${VARIABLE})$`,
);
const SUBJECT_CHECK = re(
  String.raw`^(?:(?:check|verify|assert|expect|ensure|confirm|validate|make\s+sure)(?:\s+(?:that|if))?\s+)?the\s+(?:${EMAIL}(?:['’]s)?\s+subject(?:\s+line)?|subject(?:\s+line)?\s+of\s+the\s+${EMAIL})\s+(?<verb>(?:should\s+)?(?:(?:does\s+)?not\s+|n['’]t\s+)?(?:contains?|includes?|has|have|is|equals?|reads?|says?|be|(?:should\s+)?be)|doesn['’]t\s+contain|does\s+not\s+contain|is\s+not|isn['’]t)\s+(?<value>${QUOTED})$`,
);

const BODY_CHECK = re(
  String.raw`^(?:(?:check|verify|assert|expect|ensure|confirm|validate|make\s+sure)(?:\s+(?:that|if))?\s+)?the\s+(?:${EMAIL}(?:\s+(?:body|text))?|(?:body|text)\s+of\s+the\s+${EMAIL})\s+(?<verb>(?:should\s+)?(?:(?:does\s+)?not\s+|n['’]t\s+)?(?:contains?|includes?|mentions?|says?|shows?|has|have)|doesn['’]t\s+(?:contain|mention|say|show|include))\s+(?<value>${QUOTED})$`,
);

/** The e-mail steps, or undefined for any other line. */
export function emailStep({ text, quotes }: MaskedLine): StepAction | undefined {
  const opened = OPEN_EMAIL.exec(text)?.groups;
  if (opened) {
    const address = valueOf(opened.address as string, quotes)?.trim();
    const subject = opened.subject === undefined ? undefined : valueOf(opened.subject, quotes);
    if (address) return { kind: 'open-email', address, ...(subject ? { subject } : {}) };
  }
  const clicked = CLICK_IN_EMAIL.exec(text)?.groups;
  if (clicked) {
    const target = parseTarget(clicked.target as string, quotes);
    if (target) return { kind: 'click', target, clickCount: 1, button: 'left', inEmail: true };
  }
  const stored = STORE_CODE.exec(text)?.groups;
  if (stored) {
    const variable = variableName(stored.variable as string, quotes);
    if (variable) return { kind: 'store-email-code', variable };
  }
  const checked = SUBJECT_CHECK.exec(text)?.groups;
  if (checked) {
    const value = valueOf(checked.value as string, quotes);
    const verb = (checked.verb as string).toLowerCase();
    if (value !== null) {
      const negated = /not|n['’]t/.test(verb);
      const mode = /contain|include|has|have/.test(verb) ? 'contains' : 'is';
      return { kind: 'assert', assertion: { type: 'email-subject', mode, value, negated } };
    }
  }
  const body = BODY_CHECK.exec(text)?.groups;
  if (body) {
    const value = valueOf(body.value as string, quotes);
    if (value !== null) return { kind: 'assert', assertion: { type: 'email-text', text: value, negated: /not|n['’]t/i.test(body.verb as string) } };
  }
  return undefined;
}

/** Whether the step is about the e-mail the run opened (it runs on that e-mail, not on the site's page). */
export function isEmailStep(step: StepAction): boolean {
  if (step.kind === 'open-email' || step.kind === 'store-email-code') return true;
  if (step.kind === 'click') return step.inEmail === true;
  return step.kind === 'assert' && (step.assertion.type === 'email-subject' || step.assertion.type === 'email-text');
}

/** The e-mail steps in the grammar's own words (format-step.ts). */
export function formatEmailStep(step: Extract<StepAction, { kind: 'open-email' | 'store-email-code' }>): string {
  if (step.kind === 'store-email-code') return `Store the code in the email as {{${step.variable}}}`;
  const address = /^\{\{[^}]+\}\}$/.test(step.address) ? step.address : quote(step.address);
  return `Open the latest email to ${address}${step.subject ? ` with subject ${quote(step.subject)}` : ''}`;
}
