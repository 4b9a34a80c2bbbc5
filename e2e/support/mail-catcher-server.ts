import { createServer, type Server } from 'node:http';
import { startSmtpCatcher, type CaughtMail } from '../../apps/server/src/mail/testing/smtp-catcher.js';
import type { ReceivedMail } from './mail-catcher.js';

// The servers behind waitForMail (mail-catcher.ts), started once by global-setup: kept apart from the
// journeys' helpers because those import vitest's inject, which only works inside a test file.

function matcher(query: URLSearchParams): (mail: CaughtMail) => boolean {
  const to = query.get('to')?.toLowerCase();
  const subject = query.get('subjectIncludes');
  return (mail) =>
    (!to || mail.recipients.some((r) => r.toLowerCase() === to)) &&
    (!subject || mail.subject.includes(subject));
}

function withoutRaw({ raw: _raw, ...mail }: CaughtMail): ReceivedMail {
  return mail;
}

/** Started by global-setup: the SMTP server plus GET /mails and GET /mails/wait?to=&subjectIncludes=&timeoutMs=. */
export async function startMailCatcher(): Promise<{
  smtpUrl: string;
  httpUrl: string;
  stop(): Promise<void>;
}> {
  const smtp = await startSmtpCatcher();
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/mails') {
      send(200, smtp.mails.filter(matcher(url.searchParams)).map(withoutRaw));
    } else if (url.pathname === '/mails/wait') {
      const timeoutMs = Number(url.searchParams.get('timeoutMs') ?? 30_000);
      smtp
        .waitFor(matcher(url.searchParams), timeoutMs)
        .then((mail) => send(200, withoutRaw(mail)))
        .catch((error: Error) => send(404, { error: error.message }));
    } else {
      send(404, { error: 'not found' });
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    smtpUrl: smtp.url,
    httpUrl: `http://127.0.0.1:${port}`,
    async stop() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
