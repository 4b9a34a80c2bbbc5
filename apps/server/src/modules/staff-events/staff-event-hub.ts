import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  EVENT_STREAM_HEARTBEAT_MS,
  EVENT_STREAM_RETRY_MS,
  MAX_EVENT_STREAMS_PER_STAFF,
  OrderChangedEvent,
  STAFF_EVENTS,
  type Role,
  type StaffAlert,
} from '@matjar/core';
import type { Database } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { alertFor } from './alert-view.js';
import { sseComment, sseEvent, sseRetry } from './event-stream-format.js';
import { toStaffAlert, type StaffAlertsRepository } from './staff-alerts-repository.js';

/**
 * A stream whose reader has stopped reading (a frozen tab, a dead connection the kernel has not noticed) is
 * closed past this many unsent bytes rather than growing without bound; the browser reconnects and catches
 * up by Last-Event-ID.
 */
const MAX_UNSENT_BYTES = 256 * 1024;

export interface StaffStream {
  readonly staffId: number;
  /** The role at connect: whose names its alerts show whole (alert-view.ts). */
  readonly role: Role;
  /** The session that opened it: the stream ends with the session (sign-out, deactivation, expiry). */
  readonly tokenHash: string;
  /** What the route sends as the response body. */
  readonly body: PassThrough;
}

interface OpenStream extends StaffStream {
  /** False until the catch-up is written: live alerts wait in `queued` so they follow it in order. */
  ready: boolean;
  queued: StaffAlert[];
  sent: Set<number>;
}

export interface StaffEventHubDeps {
  database: Database;
  alerts: StaffAlertsRepository;
  /** Whether a session is still valid (checked on every heartbeat, and when the member's sessions end). */
  sessionActive: (tokenHash: string) => Promise<boolean>;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}

/** The staff id of a {"staff":id} payload, or null. */
function staffOf(payload: string): number | null {
  try {
    const staffId = (JSON.parse(payload) as { staff?: unknown } | null)?.staff;
    return typeof staffId === 'number' ? staffId : null;
  } catch {
    return null;
  }
}

/** The order-changed payload as the database wrote it (order-changed.ts), or null. */
function orderChangeOf(payload: string): OrderChangedEvent | null {
  try {
    const parsed = OrderChangedEvent.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The open event streams of this process's staff. The process LISTENs once on order_created, order_changed,
 * staff_alerts_changed and staff_sessions_ended, and fans each notification out to the streams it concerns;
 * any process may have written the order or the change (principle 6: nothing assumes one process).
 */
export function createStaffEventHub(deps: StaffEventHubDeps) {
  const { alerts, log } = deps;
  const byStaff = new Map<number, Set<OpenStream>>();
  const unlisteners: (() => Promise<void>)[] = [];
  let heartbeat: NodeJS.Timeout | null = null;

  function write(stream: OpenStream, text: string): void {
    if (stream.body.destroyed || stream.body.writableEnded) return;
    stream.body.write(text);
    if (stream.body.writableLength > MAX_UNSENT_BYTES) end(stream);
  }

  function sendAlert(stream: OpenStream, alert: StaffAlert): void {
    if (stream.sent.has(alert.id)) return;
    // Only the catch-up can overlap the live alerts queued meanwhile; after it nothing is remembered.
    if (!stream.ready) stream.sent.add(alert.id);
    write(stream, sseEvent(STAFF_EVENTS.alert, alertFor(stream, alert), alert.id));
  }

  function push(stream: OpenStream, alert: StaffAlert): void {
    if (stream.ready) sendAlert(stream, alert);
    else stream.queued.push(alert);
  }

  function remove(stream: OpenStream): void {
    const set = byStaff.get(stream.staffId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) byStaff.delete(stream.staffId);
  }

  function end(stream: OpenStream): void {
    remove(stream);
    if (!stream.body.writableEnded) stream.body.end();
  }

  async function onOrderCreated(orderNumber: string): Promise<void> {
    const rows = await alerts.unreadOfOrder(orderNumber, [...byStaff.keys()]);
    for (const row of rows) {
      const alert = toStaffAlert(row);
      for (const stream of byStaff.get(row.adminUserId) ?? []) push(stream, alert);
    }
  }

  function onAlertsChanged(payload: string): void {
    const staffId = staffOf(payload);
    if (staffId === null) return;
    for (const stream of byStaff.get(staffId) ?? []) write(stream, sseEvent(STAFF_EVENTS.alertsChanged, {}));
  }

  /**
   * An order changed: every open stream hears of it, whoever it belongs to (the stream is open only
   * to roles that read orders, and the event carries no contact details), so boards and order pages refresh it.
   * No id: the browser's Last-Event-ID stays on the last alert, and a reconnecting browser reloads its screens.
   */
  function onOrderChanged(payload: string): void {
    // No stream open in this process: nobody to tell, nothing to read.
    if (byStaff.size === 0) return;
    const event = orderChangeOf(payload);
    if (!event) return;
    const text = sseEvent(STAFF_EVENTS.orderChanged, event);
    for (const set of byStaff.values()) for (const stream of set) write(stream, text);
  }

  /** Sessions of a staff member ended (sign-out, deactivation, new password, deletion): their streams go now. */
  async function onSessionsEnded(payload: string): Promise<void> {
    const staffId = staffOf(payload);
    if (staffId === null) return;
    for (const stream of [...(byStaff.get(staffId) ?? [])]) {
      // A database hiccup is not a sign-out: the next heartbeat checks again.
      if (!(await deps.sessionActive(stream.tokenHash).catch(() => true))) end(stream);
    }
  }

  async function beat(): Promise<void> {
    const streams = [...byStaff.values()].flatMap((set) => [...set]);
    const verdicts = new Map<string, Promise<boolean>>();
    for (const stream of streams) {
      if (!verdicts.has(stream.tokenHash)) {
        verdicts.set(
          stream.tokenHash,
          deps.sessionActive(stream.tokenHash).catch(() => true), // a database hiccup is not a sign-out
        );
      }
      if (await verdicts.get(stream.tokenHash)!) write(stream, sseComment('heartbeat'));
      else end(stream);
    }
  }

  return {
    /** Subscribes this process to its channels and starts the heartbeat. */
    async start(): Promise<void> {
      const fanOut = (orderNumber: string) =>
        void onOrderCreated(orderNumber).catch((error: unknown) =>
          log.error({ err: error, orderNumber }, 'staff alerts: fan-out of a new order failed'),
        );
      unlisteners.push(await deps.database.listen(CHANNELS.orderCreated, fanOut));
      unlisteners.push(await deps.database.listen(CHANNELS.staffAlertsChanged, onAlertsChanged));
      unlisteners.push(await deps.database.listen(CHANNELS.orderChanged, onOrderChanged));
      unlisteners.push(
        await deps.database.listen(CHANNELS.staffSessionsEnded, (payload) => {
          void onSessionsEnded(payload).catch((error: unknown) =>
            log.error({ err: error }, 'staff alerts: ending the streams of ended sessions failed'),
          );
        }),
      );
      heartbeat = setInterval(() => void beat(), deps.heartbeatMs ?? EVENT_STREAM_HEARTBEAT_MS);
      heartbeat.unref();
    },

    /**
     * Opens a stream for a staff member: the retry hint, then their unread alerts after `lastEventId` (all of
     * them on a fresh connect), then live alerts. Refused past MAX_EVENT_STREAMS_PER_STAFF in this process.
     */
    open(staff: { id: number; role: Role; tokenHash: string }, lastEventId: number): StaffStream {
      const set = byStaff.get(staff.id) ?? new Set<OpenStream>();
      if (set.size >= MAX_EVENT_STREAMS_PER_STAFF) throw new AppError('TOO_MANY_EVENT_STREAMS');
      const stream: OpenStream = {
        staffId: staff.id,
        role: staff.role,
        tokenHash: staff.tokenHash,
        body: new PassThrough(),
        ready: false,
        queued: [],
        sent: new Set(),
      };
      set.add(stream);
      byStaff.set(staff.id, set);
      stream.body.on('close', () => remove(stream));
      write(stream, sseRetry(EVENT_STREAM_RETRY_MS));
      alerts
        .unreadOf(staff.id, lastEventId)
        .then((rows) => {
          // Oldest first, so the browser's Last-Event-ID ends on the newest.
          for (const row of rows.reverse()) sendAlert(stream, toStaffAlert(row));
          stream.ready = true;
          for (const alert of stream.queued.splice(0)) sendAlert(stream, alert);
          stream.sent.clear();
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'staff alerts: catch-up failed; closing the stream to be retried');
          end(stream);
        });
      return stream;
    },

    /** Ends a stream whose client went away. */
    close(stream: StaffStream): void {
      end(stream as OpenStream);
    },

    /** How many streams are open (tests, and the log at shutdown). */
    openCount(): number {
      let count = 0;
      for (const set of byStaff.values()) count += set.size;
      return count;
    },

    /** Ends every stream (before the server closes, which would otherwise wait for them) and unsubscribes. */
    async stop(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      for (const set of [...byStaff.values()]) for (const stream of [...set]) end(stream);
      await Promise.all(unlisteners.splice(0).map((unlisten) => unlisten().catch(() => {})));
    },
  };
}
export type StaffEventHub = ReturnType<typeof createStaffEventHub>;
