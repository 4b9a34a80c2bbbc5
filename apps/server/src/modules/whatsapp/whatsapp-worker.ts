import {
  SHOP_WHATSAPP_TEMPLATES,
  WHATSAPP_PARAMETER,
  WHATSAPP_SETUP_ERROR_CODES,
  whatsappParameter,
  type AdminWhatsAppSendProblem,
  type Locale,
} from '@matjar/core';
import type { Database } from '@matjar/db';
import type { WhatsAppTemplates } from '../../plugins/config.js';
import { CHANNELS } from '../../events/channels.js';
import { createMailRepository } from '../../mail/mail-repository.js';
import { MAIL_RETRY_DELAYS_MS } from '../../mail/mail-worker.js';
import { WhatsAppSendError, type WhatsAppClient } from './whatsapp-client.js';
import {
  WHATSAPP_EVENTS,
  type WhatsAppEvent,
  type WhatsAppMessages,
  type WhatsAppPayload,
} from './whatsapp-queue.js';
import { TEMPLATE_OF } from './whatsapp-connection.js';
import { createWhatsAppRepository } from './whatsapp-repository.js';
import { queueDuePaymentReminders } from './payment-reminders.js';
import { createStillTrueCheck, notSentError } from './whatsapp-still-true.js';
import { notifyOrderChanged } from '../../events/order-changed.js';

interface WorkerLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface WhatsAppWorkerOptions {
  database: Database;
  /** The module's messages: the payment reminders are queued through them (not while WhatsApp is off). */
  messages: WhatsAppMessages;
  /**
   * What to send with, asked at each round: null while WhatsApp is off (rows wait, nothing is claimed), so
   * switching it on or off in Settings takes effect at the next round, without a restart.
   */
  sender: () => { client: WhatsAppClient; templates: WhatsAppTemplates } | null;
  log: WorkerLog;
  /**
   * The order's signed tracking link in the message's language, the last parameter of the status templates
   * (core's SHOP_WHATSAPP_TEMPLATES, trackingLink): made as the message goes out, so no queued row or record
   * of a sent message holds it.
   */
  trackingLink: (orderId: number, language: Locale) => Promise<string>;
  /**
   * Told when Meta refuses a send because of the shop's set-up (a token, a template, the payment method), and
   * with null when a send goes through again: the dashboard and the Settings card raise it meanwhile.
   */
  reportProblem?: (problem: AdminWhatsAppSendProblem | null) => Promise<void>;
  now?: () => Date;
  pollMs?: number;
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
  batchSize?: number;
}

export interface WhatsAppBatchResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** The events whose template ends with the order's tracking link. */
const WITH_TRACKING_LINK = new Set(
  SHOP_WHATSAPP_TEMPLATES.filter((template) => template.trackingLink).map((template) => template.event),
);

/** How often a process looks for card orders due a payment reminder. */
const REMINDER_SWEEP_MS = 60_000;

function payloadOf(value: unknown): WhatsAppPayload | null {
  const p = value as Partial<WhatsAppPayload> | null;
  if (
    !p ||
    typeof p.orderId !== 'number' ||
    typeof p.recipient !== 'string' ||
    (p.language !== 'ar' && p.language !== 'en') ||
    !WHATSAPP_EVENTS.includes(p.event as WhatsAppEvent) ||
    !Array.isArray(p.parameters)
  )
    return null;
  return p as WhatsAppPayload;
}

/**
 * Sends the `whatsapp:` rows of the outbox as the mail worker sends e-mails (claimed with SKIP LOCKED, a lease,
 * retries with the same backoff, a row marked sent never claimed again). A retryable Cloud API error (network,
 * 5xx, rate limits) is retried; a permanent one (unknown template, wrong parameters, bad token) fails the row.
 * Just before each send the message is checked again (whatsapp-still-true.ts): an opted-out phone, an order that
 * left the status the message announces, an unpaid reminder for an order paid meanwhile are closed unsent with
 * the reason; a message already recorded as sent for this very row (sent just before a crash, its lease then ran
 * out) is marked sent, not sent twice. A status message that went out closes the order's older ones still
 * waiting, so the shopper reads them in order. Each outcome tells open order pages (order-changed).
 */
export function createWhatsAppWorker(options: WhatsAppWorkerOptions) {
  const outbox = createMailRepository(options.database.db, 'whatsapp:%');
  const messages = createWhatsAppRepository(options.database.db);
  const now = options.now ?? (() => new Date());
  const delays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const maxAttempts = delays.length + 1;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const { log } = options;
  const stillTrue = createStillTrueCheck(options.database.db, now);
  /** Open order pages reload the order's messages: sent, closed unsent, failed or waiting for a retry. */
  async function tellOrderPage(orderId: number): Promise<void> {
    await notifyOrderChanged(options.database.db, orderId, 'whatsapp').catch(() => {});
  }
  /** A failure to record the problem must not stop the round: it is logged, the next send tries again. */
  async function report(problem: AdminWhatsAppSendProblem | null): Promise<void> {
    await options
      .reportProblem?.(problem)
      .catch((error: unknown) => log.warn({ error: String(error) }, 'WhatsApp set-up problem not recorded'));
  }

  async function runOnce(): Promise<WhatsAppBatchResult> {
    const result: WhatsAppBatchResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
    const sender = options.sender();
    if (!sender) return result;
    const claimedAt = now();
    const rows = await outbox.claimDue(claimedAt, new Date(claimedAt.getTime() + leaseMs), batchSize);
    for (const row of rows) {
      const payload = payloadOf(row.payload);
      if (!payload) {
        await outbox.markFailed(row.id, 'unreadable WhatsApp payload');
        result.failed += 1;
        continue;
      }
      if (await messages.isOptedOut(payload.recipient)) {
        await outbox.markFailed(row.id, notSentError('opted-out', 'the recipient replied STOP'));
        result.skipped += 1;
        await tellOrderPage(payload.orderId);
        continue;
      }
      const verdict = await stillTrue.check(payload, row.id);
      if (!verdict.send) {
        // Recorded as sent before the process stopped: it went out, it is not sent twice.
        if (verdict.reason === 'already-sent') await outbox.markSent(row.id, now());
        else await outbox.markFailed(row.id, notSentError(verdict.reason, verdict.detail));
        result.skipped += 1;
        await tellOrderPage(payload.orderId);
        continue;
      }
      const template = sender.templates[TEMPLATE_OF[payload.event]];
      let wamid: string;
      try {
        const parameters = WITH_TRACKING_LINK.has(payload.event)
          ? [
              ...payload.parameters,
              whatsappParameter(
                await options.trackingLink(payload.orderId, payload.language),
                WHATSAPP_PARAMETER.link,
              ),
            ]
          : payload.parameters;
        wamid = await sender.client.sendTemplate({
          to: payload.recipient,
          template,
          language: payload.language,
          parameters,
        });
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const retryable = !(error instanceof WhatsAppSendError) || error.retryable;
        const setup =
          error instanceof WhatsAppSendError && error.code !== undefined
            ? WHATSAPP_SETUP_ERROR_CODES[error.code]
            : undefined;
        if (setup) {
          await report({
            kind: setup,
            code: (error as WhatsAppSendError).code!,
            detail: message,
            at: now().toISOString(),
          });
        }
        if (!retryable || row.attempts >= maxAttempts) {
          await outbox.markFailed(row.id, message);
          result.failed += 1;
          log.error({ outboxId: row.id, kind: row.kind, error: message }, 'WhatsApp message failed for good');
        } else {
          const delay = delays[row.attempts - 1] ?? delays[delays.length - 1]!;
          await outbox.markRetry(row.id, message, new Date(now().getTime() + delay));
          result.retried += 1;
          log.warn(
            { outboxId: row.id, kind: row.kind, retryInMs: delay, error: message },
            'WhatsApp not sent; will retry',
          );
        }
        await tellOrderPage(payload.orderId);
        continue;
      }
      // Outside the try: a failure to record must not resend a message the API accepted.
      await messages.recordSent(payload, template, wamid, now(), row.id);
      await outbox.markSent(row.id, now());
      result.sent += 1;
      // The order's older status messages still waiting (a retry backing off) would now arrive after this one.
      await stillTrue.closeOvertaken(row.id, payload);
      await report(null);
      await tellOrderPage(payload.orderId);
    }
    return result;
  }

  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  let lastReminderSweep = 0;

  async function runLoop() {
    while (running) {
      let full = false;
      try {
        if (options.sender() && Date.now() - lastReminderSweep >= REMINDER_SWEEP_MS) {
          lastReminderSweep = Date.now();
          await queueDuePaymentReminders(options.database.db, options.messages, now());
        }
        const r = await runOnce();
        full = r.sent + r.skipped + r.retried + r.failed >= batchSize;
      } catch (error) {
        log.warn({ error: String(error) }, 'WhatsApp worker round failed');
      }
      if (!running) break;
      if (full) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs ?? 3_000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    runOnce,
    /** Queues the payment reminders due at `at` (the loop does this every minute). */
    queueDueReminders: (at: Date = now()) =>
      queueDuePaymentReminders(options.database.db, options.messages, at),
    async start(): Promise<void> {
      if (running) return;
      running = true;
      unlisten = await options.database
        .listen(CHANNELS.outbox, (kind) => {
          if (String(kind).startsWith('whatsapp:')) wake?.();
        })
        .catch(() => undefined);
      loop = runLoop();
    },
    async stop(): Promise<void> {
      if (!running) return;
      running = false;
      wake?.();
      await loop;
      await unlisten?.().catch(() => {});
    },
  };
}
export type WhatsAppWorker = ReturnType<typeof createWhatsAppWorker>;
