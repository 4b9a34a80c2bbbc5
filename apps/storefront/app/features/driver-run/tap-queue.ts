import type { DeliveryFailureReason, DriverTapAction } from '@matjar/core';
import { readLocalStorage, removeLocalStorage, writeLocalStorage } from '../../lib/browser-storage.js';

/**
 * A tap at a door as the phone keeps it until the shop has it (decision 053): its own key, made when the driver
 * tapped, so sending it again after a lost answer is recognised by the server and applied once.
 */
export interface PendingTap {
  key: string;
  order_id: number;
  action: DriverTapAction;
  amount?: number;
  difference_reason?: string;
  reason?: DeliveryFailureReason;
}

/** Kept per driver (the token's first part is the driver's id, not a secret): one phone may change hands. */
const storageKey = (driverId: string) => `matjar.driver-taps.${driverId}`;

export function readPendingTaps(driverId: string): PendingTap[] {
  try {
    const parsed: unknown = JSON.parse(readLocalStorage(storageKey(driverId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingTap[]) : [];
  } catch {
    return [];
  }
}

export function writePendingTaps(driverId: string, taps: readonly PendingTap[]): void {
  if (taps.length === 0) removeLocalStorage(storageKey(driverId));
  else writeLocalStorage(storageKey(driverId), JSON.stringify(taps));
}

/** 128 random bits, base64url (22 characters): works where crypto.randomUUID does not (plain http). */
export function newTapKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** What became of the taps sent: accepted by the shop, refused by it (not to be sent again), still kept. */
export interface FlushResult {
  sent: PendingTap[];
  refused: { tap: PendingTap; message: string }[];
  kept: PendingTap[];
}

/** A failure worth trying again later: no answer at all, or the shop not answering properly (5xx). */
export type SendOutcome = 'sent' | 'retry' | { refused: string };

/**
 * Sends the kept taps oldest first. The first one that cannot get through stops the round and keeps it and
 * every later one, so a "cash collected" never arrives before the "delivered" tapped before it.
 */
export async function flushTaps(
  taps: readonly PendingTap[],
  send: (tap: PendingTap) => Promise<SendOutcome>,
): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], kept: [] };
  for (const [index, tap] of taps.entries()) {
    const outcome = await send(tap);
    if (outcome === 'retry') {
      result.kept = taps.slice(index);
      break;
    }
    if (outcome === 'sent') result.sent.push(tap);
    else result.refused.push({ tap, message: outcome.refused });
  }
  return result;
}
