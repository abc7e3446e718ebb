export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends the service's emails: SMTP when configured, otherwise the local outbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
