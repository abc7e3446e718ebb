import { quote, quotedValue, unmask } from './masked-line';

/**
 * The browser's own dialogs, which a page opens with alert(), confirm() and prompt(): "Accept the alert", "Click
 * Cancel on the confirm", "Type hello into the prompt", "Verify the alert says …". They are named by the words a
 * tester uses for them; a plain "dialog" or "popup" is the page's own (a modal), never these.
 */

/** `accept`: OK, else Cancel; `text`: what is typed into a prompt before OK. */
export interface DialogAnswer {
  accept: boolean;
  text?: string;
}

const re = (source: string) => new RegExp(`^${source}$`, 'i');

/** How a dialog is shown to be what a step is about: "the JS alert", "the confirm dialog", "the browser popup". */
const NATIVE = String.raw`(?:the\s+|this\s+|that\s+|an?\s+)?(?:(?:js|javascript|browser(?:['’]s)?|native|pop-?up)\s+)?(?:alert|confirm|confirmation|prompt)(?:\s+(?:box|dialog|window|popup|pop-up|message))?|(?:the\s+|a\s+)?(?:js|javascript|browser(?:['’]s)?|native)\s+(?:dialog|popup|pop-up)`;
const OK = String.raw`(?:ok|okay|yes|accept|confirm)`;
const CANCEL = String.raw`(?:cancel|no|dismiss|close)`;
const ON = String.raw`(?:on|in|of|for)`;

const ACCEPT_LINES = [
  re(String.raw`(?:accept|confirm|approve|ok)\s+(?<noun>${NATIVE})`),
  re(String.raw`(?:click|press|tap|hit|choose|select)\s+(?:the\s+)?${OK}(?:\s+button)?\s+${ON}\s+(?<noun>${NATIVE})`),
  re(String.raw`(?:close)\s+(?<noun>(?:the\s+)?(?:(?:js|javascript|browser)\s+)?alert(?:\s+(?:box|dialog|popup|message))?)`),
];
const DISMISS_LINES = [
  re(String.raw`(?:dismiss|cancel|reject|decline|close)\s+(?<noun>${NATIVE})`),
  re(String.raw`(?:click|press|tap|hit|choose|select)\s+(?:the\s+)?${CANCEL}(?:\s+button)?\s+${ON}\s+(?<noun>${NATIVE})`),
];
/** "Type hello into the prompt", "Enter 'hello' in the JS prompt and click OK", "Answer the prompt with hello". */
const PROMPT_LINES = [
  re(String.raw`(?:type|enter|input|write|fill\s+in)\s+(?<text>.+?)\s+(?:in|into|on)\s+(?<noun>${NATIVE})(?:\s+and\s+(?:accept\s+it|(?:click|press)\s+(?<ok>\S+)|submit|confirm))?`),
  re(String.raw`(?:answer|fill|respond\s+to)\s+(?<noun>${NATIVE})\s+with\s+(?<text>.+)`),
];

/** The answer a line gives a browser dialog, or null when it is not about one. */
export function readDialogAnswer(text: string, quotes: string[]): DialogAnswer | null {
  for (const pattern of PROMPT_LINES) {
    const match = pattern.exec(text)?.groups;
    if (!match) continue;
    // "… and click OK", also quoted: any other button after "and click" is not this answer.
    if (match.ok !== undefined && !new RegExp(`^${OK}$`, 'i').test(unmask(match.ok, quotes))) return null;
    const written = match.text as string;
    const value = quotedValue(written, quotes) ?? unmask(written, quotes).trim();
    if (value) return { accept: true, text: value };
  }
  // "Click "OK" on the alert": the button's name may be quoted.
  const plain = unmask(text, quotes);
  if (ACCEPT_LINES.some((pattern) => pattern.test(plain))) return { accept: true };
  if (DISMISS_LINES.some((pattern) => pattern.test(plain))) return { accept: false };
  return null;
}

/** The step as the grammar writes it: each reads back to the same answer. */
export function formatDialogAnswer(answer: DialogAnswer): string {
  if (answer.text !== undefined) return `Type ${quote(answer.text)} into the prompt`;
  return answer.accept ? 'Accept the alert' : 'Dismiss the alert';
}

/** "the alert says …", "the alert text is …", "the JS confirm message contains …": the subject, without its comparison. */
export const DIALOG_TEXT_SUBJECT = re(String.raw`(?<noun>${NATIVE})(?:['’]s)?(?:\s+(?:text|message))?\s+(?<rest>(?:not\s+|is\s+|are\s+|be\s+)*(?:says?|reads?|shows?|displays?|contains?|includes?|equals?|is|be|has\s+(?:the\s+)?text)\b.*)`);
