import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@matjar/db';
import {
  announceCodeStock,
  cardValueKey,
  recountCodeStock,
  type CodeStockRow,
} from './code-counted-stock.js';

/**
 * Recounts brand card values after orders committed (create-order's codes held), one run at a time per card
 * value in this process. A run's count sees every order committed before it starts (the database function
 * counts after taking the rows' locks, in a fresh snapshot), so a caller that finds a run already going waits
 * for the next one, which every caller arriving meanwhile shares. Fifty buyers of one card then make a few
 * recounts instead of fifty statements queued on the card's row, each holding it through its own commit. The
 * orders sharing a run share its stock movement (decision 050 allows it: the movements still sum to the stock),
 * named after the order that started it. A failed run is logged and leaves the shown stock high until the next
 * recount; the codes held are the guarantee, and the callers' orders stand.
 */
export function createCodeStockRecounter(db: Db, log?: FastifyBaseLogger) {
  /** Per card value: the run not started yet, which new callers join. */
  const waiting = new Map<string, Promise<void>>();
  /** Per card value: the run in flight. */
  const running = new Map<string, Promise<void>>();

  async function recountOnce(row: CodeStockRow, orderId: number): Promise<void> {
    try {
      const recount = await recountCodeStock(db, [row], { reason: 'order_reserved', orderId });
      await announceCodeStock({ db }, recount);
    } catch (error) {
      log?.warn({ err: error, orderId }, 'a gift card’s stock was not recounted after its order');
    }
  }

  /** Resolves once a recount of `row` that started after this call has finished (it never rejects). */
  function recountAfterCommit(row: CodeStockRow, orderId: number): Promise<void> {
    const key = cardValueKey(row);
    const queued = waiting.get(key);
    if (queued) return queued;
    const run: Promise<void> = (running.get(key) ?? Promise.resolve())
      .then(() => {
        waiting.delete(key);
        running.set(key, run);
        return recountOnce(row, orderId);
      })
      .finally(() => {
        if (running.get(key) === run) running.delete(key);
      });
    waiting.set(key, run);
    return run;
  }

  return {
    /** After an order committed: each card value it holds codes of, recounted (recountAfterCommit). */
    async recountAfterOrder(orderId: number, rows: readonly CodeStockRow[]): Promise<void> {
      await Promise.all(rows.map((row) => recountAfterCommit(row, orderId)));
    },
  };
}

export type CodeStockRecounter = ReturnType<typeof createCodeStockRecounter>;
