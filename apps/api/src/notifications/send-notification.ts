import { WEBHOOK_SIGNATURE_HEADER } from '@verity/contracts';
import { type Mailer } from '@verity/mail';
import { type SecretBox } from '@verity/models';
import { type ChannelRow } from '../repositories/notification-channels';
import { type NotificationContent } from './notification-content';
import { signatureHeader } from './webhook-signature';

const TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps. */
const RESPONSE_EXCERPT = 500;

export interface Sending {
  box: SecretBox | null;
  mailer: Mailer;
  /** Refuses an address the server may not call (a private network in production), as for base URLs. */
  guardUrl: (url: string) => Promise<void>;
  fetch?: typeof fetch;
}

export interface Attempt {
  ok: boolean;
  statusCode: number | null;
  response: string | null;
  error: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The JSON a generic webhook receives (and what the delivery log keeps). */
export function webhookBody(content: NotificationContent, deliveryId: string, siteUrl: string, at = new Date()) {
  return { id: deliveryId, event: content.event, created_at: at.toISOString(), subject: content.subject, details: content.details, url: `${siteUrl}${content.path}`, data: content.data };
}

async function post(sending: Sending, url: string, body: string, headers: Record<string, string>): Promise<Attempt> {
  await sending.guardUrl(url);
  const response = await (sending.fetch ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Verity-Notifications/1.0', ...headers },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = (await response.text().catch(() => '')).slice(0, RESPONSE_EXCERPT);
  const ok = response.status >= 200 && response.status < 300;
  return { ok, statusCode: response.status, response: text || null, error: ok ? null : `The receiver answered HTTP ${response.status}.` };
}

/** Sends one message to one channel, once: the caller records the attempt and retries a failure. */
export async function sendNotification(sending: Sending, channel: ChannelRow, content: NotificationContent, deliveryId: string): Promise<Attempt> {
  const link = `${channel.siteUrl}${content.path}`;
  try {
    if (channel.kind === 'email') {
      await sending.mailer.send({
        to: channel.target,
        subject: `[Verity] ${content.subject}`,
        text: [content.subject, '', ...content.details, '', `Open in Verity: ${link}`].join('\n'),
        html: `<p><strong>${escapeHtml(content.subject)}</strong></p>${content.details.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Open in Verity</a></p>`,
      });
      return { ok: true, statusCode: null, response: null, error: null };
    }
    if (!sending.box || !channel.sealedUrl) throw new Error('This server cannot open the channel’s address: VERITY_SECRET_KEY is not set or was changed.');
    const url = sending.box.open(channel.sealedUrl);
    if (channel.kind === 'slack') {
      const text = [`*${escapeSlack(content.subject)}*`, ...content.details.map((line) => `• ${escapeSlack(line)}`), `<${link}|Open in Verity>`].join('\n');
      return await post(sending, url, JSON.stringify({ text }), {});
    }
    const body = JSON.stringify(webhookBody(content, deliveryId, channel.siteUrl));
    const secret = channel.sealedSecret ? sending.box.open(channel.sealedSecret) : '';
    return await post(sending, url, body, { 'Verity-Event': content.event, 'Verity-Delivery': deliveryId, [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body) });
  } catch (error) {
    return { ok: false, statusCode: null, response: null, error: reasonOf(error) };
  }
}

/** Why a try failed, in words: fetch's own "fetch failed" hides the reason in its cause (refused, unknown host…). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `No answer within ${TIMEOUT_MS / 1000} s.`;
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return error.message === 'fetch failed' && cause ? `Could not reach the address: ${cause}.` : error.message;
}
