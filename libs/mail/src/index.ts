export { devOutboxMailer, listDevMail } from './dev-outbox';
export { type Mail, type Mailer } from './mailer';
export { mailerFor } from './mailer-for';
export { smtpMailer } from './smtp';
export { DEFAULT_INBOX_DOMAIN, type InboundMail, inboxDomainSchema, isInboxAddress, parseInboundMail } from './inbox/inbound-mail';
export { type SmtpCatcher, type SmtpCatcherOptions, startSmtpCatcher } from './inbox/smtp-catcher';
