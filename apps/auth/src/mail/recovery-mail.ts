import { type Mail } from '@verity/mail';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function recoveryMail(to: string, link: string, code: string): Mail {
  return {
    to,
    subject: 'Reset your Verity password',
    text: `Someone asked to reset the password of your Verity account.\n\nFollow this link to choose a new password:\n${link}\n\nOr enter this code: ${code}\n\nThe link and the code work once, for one hour. If you did not ask for this, ignore this email.\n`,
    html: `<h2>Reset your password</h2>
<p>Someone asked to reset the password of your Verity account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>Or enter this code: <strong>${escapeHtml(code)}</strong></p>
<p>The link and the code work once, for one hour. If you did not ask for this, ignore this email.</p>`,
  };
}
