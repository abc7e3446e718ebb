import { type Assertion, type StepAction } from '@verity/steps';
import { relation } from './check-support';
import { type NativeDialogs, type SeenDialog } from './native-dialogs';
import { formatSeconds } from './resolve/resolve-target';
import { normalizeSpaces, quote } from './resolve/text-match';
import { type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

type AnswerDialog = Extract<StepAction, { kind: 'answer-dialog' }>;

const KIND: Record<string, string> = { alert: 'alert', confirm: 'confirm', prompt: 'prompt', beforeunload: 'leave-page dialog' };
const OK = /^(?:ok|okay|yes|confirm|accept|continue)$/i;
const CANCEL = /^(?:cancel|no|dismiss|close)$/i;

function requireDialogs(context: StepContext): NativeDialogs {
  if (!context.dialogs) throw new StepFailure('This run does not watch the browser\'s dialogs.');
  return context.dialogs;
}

function said(dialog: SeenDialog): string {
  const kind = KIND[dialog.type] ?? 'dialog';
  const { text } = dialog.answer;
  if (!dialog.answer.accept) return `Dismissed the ${kind} ${quote(dialog.message)}`;
  if (dialog.type === 'prompt' && text !== undefined) return `Typed ${quote(text)} into the prompt ${quote(dialog.message)} and accepted it`;
  return `Accepted the ${kind} ${quote(dialog.message)}`;
}

/**
 * "Accept the alert", "Dismiss the confirm", "Type hello into the prompt": the answer was arranged before the step
 * before ran (execute-plan), and the dialog that step opened took it. A page whose "confirm" is its own modal gets
 * its OK or Cancel button clicked; else a dialog that opens later (after a timer) is waited for.
 */
export async function answerDialog(step: AnswerDialog, context: StepContext): Promise<StepDone> {
  const dialogs = requireDialogs(context);
  const answered = dialogs.pending() === null ? dialogs.at() : undefined;
  try {
    if (answered && sameAnswer(answered, step)) return { action: said(answered), locator: null };
    const modal = context.page.getByRole('dialog').or(context.page.getByRole('alertdialog')).filter({ visible: true });
    const button = modal.getByRole('button', { name: step.accept ? OK : CANCEL }).first();
    if ((await button.count().catch(() => 0)) > 0) {
      const name = normalizeSpaces(await button.innerText().catch(() => ''));
      await button.click({ timeout: Math.max(1, context.deadline - Date.now()) });
      return { action: `Clicked ${quote(name)} in the dialog`, locator: String(button) };
    }
    dialogs.arrange(step.text === undefined ? { accept: step.accept } : { accept: step.accept, text: step.text });
    const opened = await dialogs.after(dialogs.count, context.deadline);
    if (opened) return { action: said(opened), locator: null };
  } finally {
    dialogs.clear();
  }
  throw new StepFailure(`No alert, confirm or prompt opened (waited ${formatSeconds(context.timeoutMs)} after the step before), and no dialog on the page has ${step.accept ? 'an OK' : 'a Cancel'} button.`);
}

/** The dialog took this step's answer: the one arranged for it before the step before ran. */
function sameAnswer(dialog: SeenDialog, step: AnswerDialog): boolean {
  return dialog.answer.accept === step.accept && dialog.answer.text === step.text && dialog.type !== 'beforeunload';
}

/** "the alert says …": the message of the last browser dialog; on a page that opened none, its alert region's text. */
export function dialogText(assertion: Extract<Assertion, { type: 'dialog-text' }>, context: StepContext): StepDone | null {
  const dialogs = requireDialogs(context);
  // The dialog opened during the step before (it blocked that step until answered): no wait for one.
  const dialog = dialogs.at();
  if (!dialog) return null;
  const message = normalizeSpaces(dialog.message).toLowerCase();
  const wanted = normalizeSpaces(assertion.value).toLowerCase();
  const holds = (assertion.mode === 'is' ? message === wanted : message.includes(wanted)) !== assertion.negated;
  const claim = `${relation(assertion.mode, assertion.negated)} ${quote(assertion.value)}`;
  const kind = KIND[dialog.type] ?? 'dialog';
  if (!holds) throw new StepFailure(`Expected the ${kind}'s text ${assertion.mode === 'is' ? (assertion.negated ? 'not to be' : 'to be') : assertion.negated ? 'not to contain' : 'to contain'} ${quote(assertion.value)}, but it says ${quote(dialog.message)}.`);
  return { action: `Checked that the ${kind}'s text ${claim}`, locator: null };
}
