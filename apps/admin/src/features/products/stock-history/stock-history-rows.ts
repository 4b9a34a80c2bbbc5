import {
  STOCK_NOTE_PRODUCT_EDIT,
  VARIANT_STOCK_REASONS,
  formatDate,
  formatOrderNumber,
  formatNumber,
  type AdminProductDetail,
  type AdminStockMovement,
} from '@matjar/core';
import { translate, type Language } from '../../../i18n/translate';
import { nameIn } from '../product-names';

/** How a movement moved the stock: the sign is written out, so colour is never the only clue. */
export type StockDirection = 'increase' | 'decrease' | 'none';

/** One line of the stock history as the staff member reads it, in their language. */
export interface StockHistoryRow {
  id: number;
  when: string;
  who: string;
  /** The product itself, or the variant's name in the staff member's language. */
  item: string;
  direction: StockDirection;
  /** "+3", "−2" (a true minus sign), "0" for an initial stock of nothing. */
  delta: string;
  /** What a screen reader says for the change ("Increase of 3"). */
  deltaLabel: string;
  stockAfter: string;
  reason: string;
  /** The order the movement belongs to: its number, or null when the order was removed since. */
  order: { id: number; number: string } | { id: null; number: null } | null;
  note: string | null;
}

type Variants = Pick<AdminProductDetail['variants'][number], 'id' | 'name' | 'name_en'>[];

const ORDER_REASONS = new Set<AdminStockMovement['reason']>([
  'order_reserved',
  'payment_released',
  'order_canceled',
  'return',
]);

/**
 * What the movement was, as it stands now: an order's reservation is a sale once the order is delivered
 * so the history says "Sold — order #1001" rather than "Order reserved" for good.
 */
function reasonOf(movement: AdminStockMovement): AdminStockMovement['reason'] | 'sold' {
  return movement.reason === 'order_reserved' &&
    (movement.order_status === 'delivered' || movement.order_status === 'returned')
    ? 'sold'
    : movement.reason;
}

function itemOf(movement: AdminStockMovement, variants: Variants, language: Language): string {
  if (movement.variant_id === null)
    return translate(language, variants.length > 0 ? 'stockHistory.productTotal' : 'stockHistory.product');
  const variant = variants.find((v) => v.id === movement.variant_id);
  return variant
    ? nameIn(variant.name, variant.name_en, language)
    : translate(language, 'stockHistory.variantGone', { id: formatNumber(movement.variant_id, language) });
}

function noteOf(movement: AdminStockMovement, language: Language): string | null {
  if (!movement.note) return null;
  // The server writes this one note itself; staff read it in their language.
  if (movement.note === STOCK_NOTE_PRODUCT_EDIT) return translate(language, 'stockHistory.note.productEdit');
  // The variant grid's reasons are chosen from a list and stored by name.
  const reason = VARIANT_STOCK_REASONS.find((name) => name === movement.note);
  return reason ? translate(language, `productBatches.reason.${reason}`) : movement.note;
}

export function stockHistoryRow(
  movement: AdminStockMovement,
  variants: Variants,
  language: Language,
): StockHistoryRow {
  const direction: StockDirection =
    movement.delta > 0 ? 'increase' : movement.delta < 0 ? 'decrease' : 'none';
  const amount = formatNumber(Math.abs(movement.delta), language);
  const order =
    movement.order_id !== null && movement.short_number !== null
      ? { id: movement.order_id, number: formatOrderNumber(movement.short_number) }
      : ORDER_REASONS.has(movement.reason)
        ? { id: null, number: null }
        : null;
  return {
    id: movement.id,
    when: formatDate(movement.created_at, language),
    who: movement.actor_name ?? translate(language, 'stockHistory.automatic'),
    item: itemOf(movement, variants, language),
    direction,
    delta: direction === 'increase' ? `+${amount}` : direction === 'decrease' ? `−${amount}` : amount,
    deltaLabel:
      direction === 'none'
        ? amount
        : translate(language, direction === 'increase' ? 'stockHistory.increase' : 'stockHistory.decrease', {
            amount,
          }),
    stockAfter: formatNumber(movement.stock_after, language),
    reason: translate(language, `stockHistory.reason.${reasonOf(movement)}`),
    order,
    note: noteOf(movement, language),
  };
}

/** The product's movements as the server sends them (newest first), ready for the table. */
export function stockHistoryRows(
  product: Pick<AdminProductDetail, 'stock_history' | 'variants'>,
  language: Language,
): StockHistoryRow[] {
  return product.stock_history.map((movement) => stockHistoryRow(movement, product.variants, language));
}

/** One item shoppers wait for (decision 036), named as the stock history names it. */
export interface RestockWaitingRow {
  key: string;
  item: string;
  count: string;
}

/** Who waits for a restock, per item, and how many in all; variants in the product's order. */
export function restockWaitingRows(
  product: Pick<AdminProductDetail, 'restock_waiting'> & { variants: Variants },
  language: Language,
): { total: number; rows: RestockWaitingRow[] } {
  const rows = product.restock_waiting.map(({ variant_id, count }) => {
    const variant = variant_id === null ? undefined : product.variants.find((v) => v.id === variant_id);
    const item =
      variant_id === null
        ? translate(
            language,
            product.variants.length > 0 ? 'stockHistory.waiting.anyOption' : 'stockHistory.product',
          )
        : variant
          ? nameIn(variant.name, variant.name_en, language)
          : translate(language, 'stockHistory.variantGone', { id: formatNumber(variant_id, language) });
    return { key: String(variant_id), item, count: formatNumber(count, language) };
  });
  return { total: product.restock_waiting.reduce((sum, entry) => sum + entry.count, 0), rows };
}
