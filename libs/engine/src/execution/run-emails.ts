import { type Page } from 'playwright-core';
import { type Inbox, type InboxEmail } from '../engine-types';
import { escapeHtml } from './escape-html';
import { quote } from './resolve/text-match';
import { formatSeconds } from './resolve/resolve-target';
import { remainingMs, type StepContext, type StepDone } from './step-context';
import { pause, StepFailure } from './step-failure';

/** How often the inbox is looked at while a step waits for its e-mail. */
const POLL_MS = 250;
/** A run also takes an e-mail sent just before it started by the clock of the machine that received it. */
const CLOCK_SKEW_MS = 5_000;

/**
 * The e-mail as a page: who sent it, to whom and its subject above its body (its HTML, or its text as written), with
 * the subject as the page's title. Links in it are the site's own: following one takes the run there.
 */
function emailDocument(email: InboxEmail): string {
  const header = `<header style="font:13px/1.5 system-ui,sans-serif;color:#374151;background:#f3f4f6;border-bottom:1px solid #d1d5db;padding:10px 14px;margin:0 0 12px">
<div><b>From:</b> ${escapeHtml(email.from)}</div><div><b>To:</b> ${escapeHtml(email.to)}</div><div><b>Subject:</b> ${escapeHtml(email.subject)}</div></header>`;
  const body = email.html ?? `<pre style="white-space:pre-wrap;font:14px/1.5 system-ui,sans-serif;margin:0 14px">${escapeHtml(email.text)}</pre>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(email.subject)}</title></head><body style="margin:0">${header}${body}</body></html>`;
}

/** The words of the e-mail: its text part, else its HTML without the tags. */
const readableText = (email: InboxEmail) =>
  email.text.trim() !== ''
    ? email.text
    : (email.html ?? '')
        .replace(/<(?:style|script)[\s\S]*?<\/(?:style|script)>/gi, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&');

const CODE_WORDS = /\b(?:code|otp|pin|passcode|token|one[-\s]?time\s+password)\b/gi;
const CODE_AFTER_WORD = /^[^A-Za-z0-9]{0,40}?(?:is|:|=)?\s*(?:(?<split>\d{3,4}[ \u00a0]\d{3,4})(?!\d)|(?<code>(?=[A-Z0-9-]*\d)[A-Z0-9]{3,}(?:-[A-Z0-9]{3,})?)\b)/i;

/**
 * The code an e-mail gives (a verification, one-time or sign-in code): a run of digits or capitals with a digit in
 * it (or two groups of digits, "731 902"), after the word "code" (or OTP, PIN…) when the e-mail says it, else its only
 * number of 4 to 8 digits.
 */
export function codeIn(text: string): string | null {
  for (const word of text.matchAll(CODE_WORDS)) {
    const after = CODE_AFTER_WORD.exec(text.slice(word.index + word[0].length))?.groups;
    // A code shown in two groups ("731 902") is typed as one.
    if (after?.split) return after.split.replace(/\s/g, '');
    if (after?.code) return after.code;
  }
  const numbers = [...new Set([...text.matchAll(/(?<![\d.,:/-])\d{4,8}(?![\d.,:/-]\d)/g)].map((match) => match[0]))];
  return numbers.length === 1 ? numbers[0]! : null;
}

/** An inbox's reason not to show a run the mail of an address (another account reads it): the step fails saying so. */
export class InboxRefusal extends Error {
  override readonly name = 'InboxRefusal';
}

/**
 * A run's e-mail steps: the test inbox, and the e-mail the run opened (in a tab of its own, where the run goes on).
 * Only e-mails received since the run started count, so a run never reads an earlier run's mail.
 */
export class RunEmails {
  private opened: { email: InboxEmail; page: Page; cameFrom: Page } | null = null;
  private readonly since: Date;

  constructor(
    private readonly inbox: Inbox | undefined,
    /** Moves the run to the e-mail's tab. */
    private readonly moveTo: (page: Page) => void,
    startedAt = new Date(),
  ) {
    this.since = new Date(startedAt.getTime() - CLOCK_SKEW_MS);
  }

  /** The domain of generated addresses, when the run has an inbox: mail to them reaches it. */
  get domain(): string | undefined {
    return this.inbox?.domain;
  }

  get email(): InboxEmail {
    if (!this.opened) throw new StepFailure('No e-mail is open: open one first, e.g. "Open the latest email to {{email}}".');
    return this.opened.email;
  }

  /** Waits, up to the step's limit, for the newest e-mail to the address, and opens it. */
  async open(address: string, subject: string | undefined, context: StepContext): Promise<StepDone> {
    const { inbox } = this;
    if (!inbox) throw new StepFailure('This run has no test inbox, so it cannot read e-mail.');
    const to = address.trim().toLowerCase();
    if (!to.endsWith(`@${inbox.domain}`)) {
      throw new StepFailure(
        `${quote(address)} is not a test inbox address: mail to it never reaches Verity. Use an address at @${inbox.domain}, e.g. "Set {{email}} to a unique email".`,
      );
    }
    let email: InboxEmail | null = null;
    for (;;) {
      email = await inbox.latest(to, { since: this.since, ...(subject ? { subject } : {}) }).catch((error: unknown) => {
        throw error instanceof InboxRefusal ? new StepFailure(error.message) : error;
      });
      if (email || remainingMs(context) <= POLL_MS) break;
      await pause(POLL_MS, context.signal);
    }
    if (!email) {
      const about = subject ? ` with ${quote(subject)} in its subject` : '';
      throw new StepFailure(`No e-mail to ${to}${about} arrived within ${formatSeconds(context.timeoutMs)}. Give it longer with "… within 60 seconds".`);
    }
    await context.beforeChange?.();
    const cameFrom = context.page;
    const page = await cameFrom.context().newPage();
    await page.setContent(emailDocument(email), { waitUntil: 'domcontentloaded', timeout: remainingMs(context) });
    this.opened = { email, page, cameFrom };
    this.moveTo(page);
    return { action: `Opened the e-mail ${quote(email.subject)} from ${email.from} to ${to}`, locator: null };
  }

  /** Moves the run back to the opened e-mail's tab (a step "in the email"); fails when none is open or it was closed. */
  focus(): void {
    const { page } = this.opened ?? {};
    if (!page) throw new StepFailure('No e-mail is open: open one first, e.g. "Open the latest email to {{email}}".');
    if (page.isClosed()) throw new StepFailure('The e-mail’s tab was closed: open the e-mail again.');
    this.moveTo(page);
  }

  /**
   * Before a step on the site: a run still looking at the e-mail goes back to the tab it opened it from, as a person
   * reads a code in their mail and types it on the site. After a link in the e-mail was followed, the run stays
   * where the link led.
   */
  leave(current: Page): void {
    const opened = this.opened;
    if (!opened || current !== opened.page || opened.page.url() !== 'about:blank' || opened.cameFrom.isClosed()) return;
    this.moveTo(opened.cameFrom);
  }

  /** The words of the opened e-mail. */
  readableText(): string {
    return readableText(this.email);
  }

  /** The code the opened e-mail gives. */
  code(): string {
    const { email } = this;
    const code = codeIn(readableText(email));
    if (!code) throw new StepFailure(`No code found in the e-mail ${quote(email.subject)}: it reads ${quote(readableText(email).replace(/\s+/g, ' ').trim(), 160)}.`);
    return code;
  }
}
