export { devOutboxMailer, listDevMail } from './dev-outbox';
export { type Mail, type Mailer } from './mailer';
export { mailerFor } from './mailer-for';
export { smtpMailer } from './smtp';
