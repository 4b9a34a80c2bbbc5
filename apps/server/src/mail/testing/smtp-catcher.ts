import { EventEmitter } from 'node:events';
import { SMTPServer } from 'smtp-server';
import { parseMime, type ParsedMail } from './parse-mime.js';

// Test support only (server tests and e2e/support/mail-catcher.ts): a real SMTP server on loopback that keeps
// what it receives, decoded enough to assert on recipients, subject and bodies.

export interface CaughtMail extends ParsedMail {
  /** Envelope recipients (RCPT TO). */
  recipients: string[];
  receivedAt: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, what SMTP_URL is set to. */
  url: string;
  port: number;
  readonly mails: CaughtMail[];
  /**
   * While set, each message is answered with this temporary failure (451) instead of being accepted, as a
   * full or flaky server would.
   */
  refuseWith: string | null;
  /** Resolves with the first received mail (already here or still to come) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(options: { port?: number } = {}): Promise<SmtpCatcher> {
  const received = new EventEmitter();
  const mails: CaughtMail[] = [];
  const catcher = {
    refuseWith: null as string | null,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (catcher.refuseWith) {
          const error = Object.assign(new Error(catcher.refuseWith), { responseCode: 451 });
          callback(error);
          return;
        }
        const mail: CaughtMail = {
          ...parseMime(Buffer.concat(chunks).toString('utf8')),
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          receivedAt: new Date().toISOString(),
        };
        mails.push(mail);
        received.emit('mail', mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return Object.assign(catcher, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitFor(match: (mail: CaughtMail) => boolean, timeoutMs = 15_000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise<CaughtMail>((resolve, reject) => {
        const onMail = (mail: CaughtMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          received.off('mail', onMail);
          resolve(mail);
        };
        // A guard so a missing mail fails the test with a message instead of hanging it.
        const timer = setTimeout(() => {
          received.off('mail', onMail);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${mails.length})`));
        }, timeoutMs);
        received.on('mail', onMail);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
