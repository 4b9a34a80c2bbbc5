import type { Db, DbTransaction } from '@matjar/db';
import { CHANNELS } from './channels.js';
import { notify } from './notify.js';

/**
 * PostgreSQL refuses payloads of 8,000 bytes or more; an announcement naming more products than this says
 * "the catalogue changed" instead (every cache is emptied, which is what so many products cost anyway).
 */
const MAX_IDS_IN_PAYLOAD = 500;

/** Announces that these products' stock or reviews changed: every process drops what shows them. */
export async function notifyProductsChanged(
  tx: DbTransaction | Db,
  productIds: Iterable<number>,
): Promise<void> {
  const products = [...new Set(productIds)].sort((a, b) => a - b);
  if (products.length === 0) return;
  if (products.length > MAX_IDS_IN_PAYLOAD) {
    await notify(tx, CHANNELS.catalogChanged, '{}');
    return;
  }
  await notify(tx, CHANNELS.productsChanged, JSON.stringify({ products }));
}

/**
 * The product ids of a products_changed payload, or null when it cannot be read (the listener then empties
 * every cache: dropping too much is slower, keeping a stale page is wrong).
 */
export function parseProductsChanged(payload: string): number[] | null {
  try {
    const parsed: unknown = JSON.parse(payload);
    const products = (parsed as { products?: unknown } | null)?.products;
    if (!Array.isArray(products)) return null;
    if (!products.every((id): id is number => Number.isSafeInteger(id) && id > 0)) return null;
    return products;
  } catch {
    return null;
  }
}
