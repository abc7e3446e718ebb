import nodemailer from 'nodemailer';
import { type Mail, type Mailer } from './mailer';

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: Mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
