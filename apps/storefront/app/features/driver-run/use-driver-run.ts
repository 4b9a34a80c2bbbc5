import { useCallback, useEffect, useRef, useState } from 'react';
import type { DriverRunResponse, Locale } from '@matjar/core';
import { ApiError } from '../../lib/api/api-error.js';
import { apiPost } from '../../lib/api/api-client.js';
import {
  flushTaps,
  newTapKey,
  readPendingTaps,
  writePendingTaps,
  type PendingTap,
  type SendOutcome,
} from './tap-queue.js';

/** How often kept taps are tried again while the phone has no signal. */
const RETRY_MS = 10_000;

export type RunState =
  { kind: 'loading' } | { kind: 'invalid' } | { kind: 'offline' } | { kind: 'ready'; run: DriverRunResponse };

/** The link's token, after the # (a browser never sends that part, so no log holds it). */
function tokenFromAddress(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, ''));
}

/**
 * The run page's data and taps (decision 053): the stops from the server, and the taps kept on the phone until
 * the shop has them. A tap is kept first, then sent; one that gets no answer stays and is sent again (on a timer,
 * when the phone comes back online, on the next tap) under the same key, so the shop applies it once.
 */
export function useDriverRun(locale: Locale) {
  const [state, setState] = useState<RunState>({ kind: 'loading' });
  const [pending, setPending] = useState<PendingTap[]>([]);
  const [refusals, setRefusals] = useState<{ order_id: number; message: string }[]>([]);
  const token = useRef('');
  const driverId = useRef('');
  const flushing = useRef(false);

  const load = useCallback(async () => {
    try {
      const run = await apiPost('/api/driver/run', { token: token.current }, 'DriverRunResponse', { locale });
      setState({ kind: 'ready', run });
    } catch (error) {
      if (error instanceof ApiError && error.refused) setState({ kind: 'invalid' });
      else setState((now) => (now.kind === 'ready' ? now : { kind: 'offline' }));
    }
  }, [locale]);

  const send = useCallback(
    async (tap: PendingTap): Promise<SendOutcome> => {
      try {
        await apiPost('/api/driver/taps', { token: token.current, ...tap }, 'DriverTapResponse', { locale });
        return 'sent';
      } catch (error) {
        if (error instanceof ApiError && error.refused) return { refused: error.message };
        return 'retry';
      }
    },
    [locale],
  );

  const flush = useCallback(async () => {
    if (flushing.current) return;
    const kept = readPendingTaps(driverId.current);
    if (kept.length === 0) return;
    flushing.current = true;
    try {
      const result = await flushTaps(kept, send);
      // Taps made while this round ran are kept behind the ones it could not send.
      const added = readPendingTaps(driverId.current).filter(
        (tap) => !kept.some((old) => old.key === tap.key),
      );
      const left = [...result.kept, ...added];
      writePendingTaps(driverId.current, left);
      setPending(left);
      if (result.refused.length > 0) {
        setRefusals((now) => [
          ...now,
          ...result.refused.map(({ tap, message }) => ({ order_id: tap.order_id, message })),
        ]);
      }
      if (result.sent.length > 0 || result.refused.length > 0) await load();
    } finally {
      flushing.current = false;
    }
  }, [load, send]);

  useEffect(() => {
    token.current = tokenFromAddress();
    driverId.current = token.current.split('.')[0] ?? '';
    setPending(readPendingTaps(driverId.current));
    void load().then(flush);
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [load, flush]);

  /** Keeps the tap on the phone at once, then tries to send everything kept. */
  const tap = useCallback(
    (input: Omit<PendingTap, 'key'>) => {
      const kept = [...readPendingTaps(driverId.current), { key: newTapKey(), ...input }];
      writePendingTaps(driverId.current, kept);
      setPending(kept);
      void flush();
    },
    [flush],
  );

  return { state, pending, refusals, tap, reload: load };
}
