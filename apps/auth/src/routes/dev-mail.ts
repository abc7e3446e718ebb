import { type FastifyPluginAsync } from 'fastify';
import { type AuthContext } from '../context';
import { AuthError } from '../errors';
import { listDevMail } from '@verity/mail';
import { escapeHtml } from '../mail/recovery-mail';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
const isLoopback = (ip: string) => /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/.test(ip) || ip === '::1';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Text with its links made clickable, everything else escaped. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    html += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * The local outbox (mail sent while no SMTP_URL is set): GET /_dev/mail (HTML) and /_dev/mail.json, newest
 * first. Registered only outside production.
 */
export const devMailRoutes: FastifyPluginAsync<{ context: AuthContext }> = async (app, { context }) => {
  const { db } = context;
  // It lists every user's recovery links: only the machine the stack runs on may read it.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw new AuthError(403, 'dev_mail_local_only', 'The dev outbox is only shown on the machine Verity runs on (open it at localhost).');
  });
  app.get('/_dev/mail.json', async () =>
    (await listDevMail(db)).map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      created_at: mail.createdAt.toISOString(),
    })),
  );
  app.get('/_dev/mail', async (_request, reply) => {
    const mails = await listDevMail(db);
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt.toISOString())}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Verity dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev outbox</h1><p>Mail the auth service would have sent (no SMTP_URL is set), newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
};
