import type { Locale } from '@matjar/core';
import type { Database } from '@matjar/db';
import { giftCodesLinkToken } from '../credentials/gift-codes-link.js';
import { CHANNELS } from '../events/channels.js';
import { createMailRepository, type ClaimedMail } from './mail-repository.js';
import { scrubSentPayload } from './mail-secrets.js';
import type { MailTransport } from './mail-transport.js';
import type { MailContext } from './templates/mail-layout.js';
import { mailLogoUrl, senderIn } from './templates/mail-layout.js';
import { renderOutboxMail, UnrenderableMailError } from './templates/render-outbox-mail.js';

const MINUTE = 60_000;
/** Wait before attempt 2, 3, …: 1 min, 5 min, 30 min, 2 h, 12 h; after the last one the e-mail is failed. */
export const MAIL_RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE];

interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailWorkerOptions {
  database: Database;
  /** null when SMTP_URL is unset: nothing is sent, each queued e-mail is logged once and stays pending. */
  transport: MailTransport | null;
  /** MAIL_FROM. */
  from: string;
  publicUrl: string;
  log: MailLog;
  /** The shop's contact address for the footer (site settings); read for each batch. */
  shopEmail?: () => Promise<string | undefined>;
  /** The shop's logo (site settings: a path under PUBLIC_URL or an address), for the e-mails' header. */
  shopLogo?: () => Promise<string | null | undefined>;
  /** The key that signs a codes e-mail's link to see its codes again (the tracking links' key). */
  giftCodesKey?: () => Promise<Buffer>;
  now?: () => Date;
  /** How often to look for due e-mails when no NOTIFY wakes the worker (default 3 s). */
  pollMs?: number;
  /**
   * How long a NOTIFY waits for the ones after it (default 50 ms): during a busy minute one round serves
   * many orders' e-mails instead of one query per order.
   */
  gatherMs?: number;
  retryDelaysMs?: readonly number[];
  /** How long a claimed row stays invisible to other workers (default 10 min, above the SMTP timeouts). */
  leaseMs?: number;
  batchSize?: number;
}

export interface MailBatchResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Message-ID from the row's random message_id: the same row always carries the same id (a resend after a crash
 * is recognised), and the id tells nothing — not the dedupe key (which named tokens and orders), not an address,
 * not a row number that a reset or restored database would hand out again.
 */
export function messageIdFor(mail: Pick<ClaimedMail, 'messageId'>, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'matjar.local';
  return `<${mail.messageId.replace(/-/g, '')}@${domain}>`;
}

/**
 * Sends the `email:` rows of the outbox (ARCHITECTURE principle 7). Each batch is claimed in one short
 * statement (FOR UPDATE SKIP LOCKED, attempt counted, lease set), sent outside any transaction, then marked.
 * A row marked sent is never claimed again. If the process dies after the SMTP server accepted a message but
 * before the row is marked, the lease runs out and the e-mail is sent once more — with the same Message-ID,
 * which mail clients use to drop the duplicate. That is the only way an e-mail can leave twice. Marking a row sent
 * also scrubs its tokens and codes (mail-secrets.ts).
 */
export function createMailWorker(options: MailWorkerOptions) {
  const repository = createMailRepository(options.database.db);
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 3_000;
  const gatherMs = options.gatherMs ?? 50;
  const delays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const maxAttempts = delays.length + 1;
  const leaseMs = options.leaseMs ?? 10 * MINUTE;
  const batchSize = options.batchSize ?? 10;
  const { log } = options;

  async function context(): Promise<MailContext> {
    const [shopEmail, logo, codesKey] = await Promise.all([
      options.shopEmail?.().catch(() => undefined),
      options.shopLogo?.().catch(() => undefined),
      options.giftCodesKey?.().catch(() => undefined),
    ]);
    // The token goes after '#': a browser never sends it in a request line, so no access log can hold it.
    const giftCodesUrl = codesKey
      ? (order: { shortNumber: number; orderNumber: string }, locale: Locale) =>
          `${options.publicUrl}${locale === 'en' ? '/en' : ''}/gift-codes#${giftCodesLinkToken(codesKey, order)}`
      : undefined;
    return {
      publicUrl: options.publicUrl,
      shopEmail,
      logoUrl: mailLogoUrl(options.publicUrl, logo),
      giftCodesUrl,
    };
  }

  async function deliver(row: ClaimedMail, mailContext: MailContext, transport: MailTransport) {
    const mail = renderOutboxMail(row.kind, row.payload, mailContext);
    await transport.send({
      from: senderIn(options.from, mail.locale),
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: messageIdFor(row, options.from),
      headers: mail.headers,
    });
  }

  /** Claims the due e-mails once and sends them; what tests call instead of the loop. */
  async function runOnce(): Promise<MailBatchResult> {
    const result: MailBatchResult = { sent: 0, retried: 0, failed: 0 };
    const transport = options.transport;
    if (!transport) {
      await logUnsent();
      return result;
    }
    const claimedAt = now();
    const rows = await repository.claimDue(claimedAt, new Date(claimedAt.getTime() + leaseMs), batchSize);
    if (rows.length === 0) return result;
    const mailContext = await context();
    for (const row of rows) {
      try {
        await deliver(row, mailContext, transport);
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const permanent = error instanceof UnrenderableMailError;
        if (permanent || row.attempts >= maxAttempts) {
          await repository.markFailed(row.id, message);
          result.failed += 1;
          log.error(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: message },
            'e-mail failed for good; it stays in the outbox as failed',
          );
        } else {
          const delay = delays[row.attempts - 1] ?? delays[delays.length - 1]!;
          await repository.markRetry(row.id, message, new Date(now().getTime() + delay));
          result.retried += 1;
          log.warn(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: delay, error: message },
            'e-mail not sent; will retry',
          );
        }
        continue;
      }
      // Outside the try: a failure to mark must not reschedule an e-mail the server already accepted.
      await repository.markSent(row.id, now(), scrubSentPayload(row.kind, row.payload));
      result.sent += 1;
    }
    return result;
  }

  // Without SMTP, each pending e-mail is logged once per process (the cursor is the highest id logged).
  const UNSENT_PAGE = 100;
  let loggedUpTo = 0;
  async function logUnsent(): Promise<void> {
    for (;;) {
      const rows = await repository.listPendingAfter(loggedUpTo, UNSENT_PAGE);
      if (rows.length === 0) return;
      const mailContext = await context();
      for (const row of rows) {
        loggedUpTo = row.id;
        try {
          const mail = renderOutboxMail(row.kind, row.payload, mailContext);
          log.info(
            { outboxId: row.id, kind: row.kind, to: mail.to, subject: mail.subject },
            'e-mail kept in the outbox (SMTP_URL is not set)',
          );
        } catch (error) {
          log.warn(
            { outboxId: row.id, kind: row.kind, error: String(error) },
            'outbox e-mail cannot be rendered',
          );
        }
      }
      // A short page was the last: no second query to hear that nothing follows.
      if (rows.length < UNSENT_PAGE) return;
    }
  }

  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let woken = false;
  let unlisten: (() => Promise<void>) | undefined;

  let gathering: NodeJS.Timeout | undefined;

  function poke() {
    if (gathering) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      woken = true;
      wake?.();
    }, gatherMs);
  }

  async function runLoop() {
    while (running) {
      let result: MailBatchResult = { sent: 0, retried: 0, failed: 0 };
      try {
        result = await runOnce();
      } catch (error) {
        // The database may be briefly unreachable; the next round tries again.
        log.warn({ error: String(error) }, 'mail worker round failed');
      }
      const full = result.sent + result.retried + result.failed >= batchSize;
      if (!running) break;
      if (full || woken) {
        woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
      woken = false;
    }
  }

  return {
    runOnce,
    /** Starts the loop; it wakes on NOTIFY 'outbox' and every pollMs. */
    async start(): Promise<void> {
      if (running) return;
      running = true;
      unlisten = await options.database.listen(CHANNELS.outbox, poke).catch((error: unknown) => {
        log.warn({ error: String(error) }, 'mail worker cannot LISTEN; polling only');
        return undefined;
      });
      loop = runLoop();
    },
    /** Stops after the e-mail being sent (if any) is marked; closes the SMTP connection. */
    async stop(): Promise<void> {
      if (!running) return;
      running = false;
      clearTimeout(gathering);
      gathering = undefined;
      wake?.();
      await loop;
      await unlisten?.().catch(() => {});
      options.transport?.close();
    },
  };
}
export type MailWorker = ReturnType<typeof createMailWorker>;
