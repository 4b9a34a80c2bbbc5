import type { Db, DbTransaction } from '@matjar/db';
import { CHANNELS } from './channels.js';
import { notify } from './notify.js';

/**
 * PostgreSQL refuses payloads of 8,000 bytes or more; an announcement naming more products than this says
 * "the catalogue changed" instead (every cache is emptied, which is what so many products cost anyway).
 */
const MAX_IDS_IN_PAYLOAD = 500;

/**
 * Announces that these products' stock or reviews changed: every process drops what shows them. `reordered`
 * says one of them sold out or came back, which moves it within lists that do not show it (in stock first),
 * so every list goes too (modules/catalog/cache-tags.ts).
 */
export async function notifyProductsChanged(
  tx: DbTransaction | Db,
  productIds: Iterable<number>,
  { reordered = false }: { reordered?: boolean } = {},
): Promise<void> {
  const products = [...new Set(productIds)].sort((a, b) => a - b);
  if (products.length === 0) return;
  if (products.length > MAX_IDS_IN_PAYLOAD) {
    await notify(tx, CHANNELS.catalogChanged, '{}');
    return;
  }
  await notify(
    tx,
    CHANNELS.productsChanged,
    JSON.stringify(reordered ? { products, reordered } : { products }),
  );
}

/**
 * The product ids and the `reordered` flag of a products_changed payload, or null when it cannot be read (the
 * listener then empties every cache: dropping too much is slower, keeping a stale page is wrong).
 */
export function readProductsChanged(payload: string): { products: number[]; reordered: boolean } | null {
  try {
    const parsed = JSON.parse(payload) as { products?: unknown; reordered?: unknown } | null;
    const products = parsed?.products;
    if (!Array.isArray(products)) return null;
    if (!products.every((id): id is number => Number.isSafeInteger(id) && id > 0)) return null;
    return { products, reordered: parsed?.reordered === true };
  } catch {
    return null;
  }
}
