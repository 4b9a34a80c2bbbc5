import { createTransport } from 'nodemailer';

/** One message as the worker hands it to the transport. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so a rare second delivery (crash between send and mark) is de-duplicated by clients. */
  messageId: string;
  /** Further headers (Auto-Submitted, List-Unsubscribe…); never a secret (mail-headers.test.ts scans them). */
  headers?: Record<string, string> | undefined;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer from SMTP_URL (smtp://user:pass@host:587 or smtps://…:465). Timeouts are kept well
 * under the worker's lease, so a hung server cannot make a second worker think the row was abandoned.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
