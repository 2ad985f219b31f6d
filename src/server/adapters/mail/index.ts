import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; nodemailer loads with the first e-mail. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | null = null;
  return {
    kind: 'smtp',
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ from, ...message });
    },
  };
}

/** No SMTP: the mail is logged and kept in the mail_outbox table, where tests and the operator read it. */
export function createOutboxMailer(database: Database, options: { log?: boolean } = {}): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await database.db.insert(mailOutbox).values(message);
      if (options.log !== false) {
        console.log(`[mail outbox] to ${message.to}: ${message.subject}\n${message.text}\n`);
      }
    },
  };
}
