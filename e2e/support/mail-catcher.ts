import type { CaughtMail } from '../../apps/server/src/mail/testing/smtp-catcher.js';
import { thisWorkersShop } from './shops.js';

/*
 * Mail in the journeys. global-setup starts a real SMTP server (smtp-server) before the shop and gives the
 * shop SMTP_URL, so the shop's mail worker delivers every e-mail there. The journeys run in another process,
 * so what arrived is read over a tiny HTTP endpoint on loopback, whose URL reaches them through
 * vitest's provide/inject (each worker's shop has its own catcher: shops.ts). The servers themselves are in mail-catcher-server.ts.
 *
 * Usage in a journey:
 *   import { waitForMail } from './support/mail-catcher.js';
 *   const mail = await waitForMail({ to: 'sara@example.com', subjectIncludes: 'gift-card codes' });
 *   expect(mail.text).toContain(codeShownOnScreen);   // also mail.html, mail.subject, mail.replyTo…
 *
 * waitForMail resolves as soon as a matching mail is there (already received or arriving later: the endpoint
 * holds the request open until then), and fails after timeoutMs with how many mails did arrive.
 */

export type ReceivedMail = Omit<CaughtMail, 'raw'>;

export interface MailMatch {
  /** An envelope recipient, compared case-insensitively. */
  to?: string;
  subjectIncludes?: string;
  /** Default 30 s: the shop polls its outbox every few seconds when no NOTIFY wakes it. */
  timeoutMs?: number;
}

function catcherUrl(): string {
  const url = thisWorkersShop().mailCatcherUrl;
  if (!url) {
    throw new Error('No mail catcher: the journeys run against E2E_BASE_URL, whose mail does not come here.');
  }
  return url;
}

/** The first mail that matches, waiting for it to arrive if need be. */
export async function waitForMail(match: MailMatch): Promise<ReceivedMail> {
  const query = new URLSearchParams();
  if (match.to) query.set('to', match.to);
  if (match.subjectIncludes) query.set('subjectIncludes', match.subjectIncludes);
  const timeoutMs = match.timeoutMs ?? 30_000;
  query.set('timeoutMs', String(timeoutMs));
  const response = await fetch(`${catcherUrl()}/mails/wait?${query}`, {
    signal: AbortSignal.timeout(timeoutMs + 5_000),
  });
  const body = (await response.json()) as ReceivedMail | { error: string };
  if (!response.ok || 'error' in body) {
    throw new Error(
      `No mail ${JSON.stringify({ to: match.to, subjectIncludes: match.subjectIncludes })}: ${'error' in body ? body.error : response.status}`,
    );
  }
  return body;
}

/** Every mail received so far that matches (no waiting). */
export async function receivedMails(match: Omit<MailMatch, 'timeoutMs'> = {}): Promise<ReceivedMail[]> {
  const query = new URLSearchParams();
  if (match.to) query.set('to', match.to);
  if (match.subjectIncludes) query.set('subjectIncludes', match.subjectIncludes);
  const response = await fetch(`${catcherUrl()}/mails?${query}`);
  return (await response.json()) as ReceivedMail[];
}
