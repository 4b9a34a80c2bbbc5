import { sql, type SQL } from 'drizzle-orm';
import { isSoldOut, stockShownDiffers } from '@matjar/core';
import { executePrepared, type DbTransaction, type STOCK_MOVEMENT_REASONS } from '@matjar/db';
import { notifyProductsChanged } from '../../events/products-changed.js';
import { idArray } from '../../sql/id-array.js';
import { queueRestockAlerts } from '../restock/index.js';

export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** One line of a stock change: it moves its product's stock, and its variant's too when it names one. */
export interface StockLine {
  productId: number;
  variantId: number | null;
  delta: number;
}

/** Who moved the stock: a staff member, or nobody named (a shopper's order, a payment job). */
export interface StockActor {
  adminUserId: number | null;
  username: string;
}

export interface StockChangeContext<L extends StockLine> {
  reason: StockMovementReason;
  actor?: StockActor | null;
  orderId?: number | null;
  note?: string | null;
  /**
   * The error to throw when a row would go below 0 (the caller's transaction then rolls back). Given the
   * first line that touches the row and the stock the row holds.
   */
  short: (line: L, available: number) => Error;
}

interface Moved {
  productId: number;
  variantId: number | null;
  delta: number;
  stockAfter: number;
}

export interface StockChangeResult {
  /** Products whose stock, or a variant's, now reads differently to shoppers (core stockShownDiffers). */
  shownChanged: Set<number>;
  movements: Moved[];
}

function sum<K>(lines: readonly StockLine[], key: (line: StockLine) => K | null) {
  const totals = new Map<K, { delta: number; line: StockLine }>();
  for (const line of lines) {
    const k = key(line);
    if (k === null) continue;
    const seen = totals.get(k);
    if (seen) seen.delta += line.delta;
    else totals.set(k, { delta: line.delta, line });
  }
  return [...totals].filter(([, t]) => t.delta !== 0).sort(([a], [b]) => (a as number) - (b as number));
}

/**
 * The one function every stock change goes through (the stock ledger): it moves the rows and writes one
 * movement per row moved, in the caller's transaction. A variant line moves the variant and its product,
 * whose stock is the sum of its variants'. Conditional updates (`stock + delta >= 0`) make overselling
 * impossible. Lock order is global — every product row by id, then every variant row by id — so two
 * changes touching sibling variants of one product cannot deadlock. Set-based whatever the number of lines
 * (an order's two lines or an import's thousands): per table one UPDATE … FROM the lines that writes its
 * rows' movements too, preceded by one SELECT … ORDER BY id FOR UPDATE when it moves several rows.
 */
export async function changeStock<L extends StockLine>(
  tx: DbTransaction,
  lines: readonly L[],
  context: StockChangeContext<L>,
): Promise<StockChangeResult> {
  const moved: Moved[] = [];
  const shownChanged = new Set<number>();
  const soldOutOrBack: number[] = [];
  // Rows that were sold out and now are not: their "notify me" subscriptions are e-mailed (decision 036).
  const back = { productIds: [] as number[], variantIds: [] as number[] };
  const productTotals = sum(lines, (l) => l.productId);
  const productStock = await moveRows(tx, 'products', productTotals, context);
  for (const [productId, { delta, line }] of productTotals) {
    const after = productStock.get(productId);
    if (after === undefined) throw context.short(line as L, await currentStock(tx, 'products', productId));
    moved.push({ productId, variantId: null, delta, stockAfter: after });
    if (stockShownDiffers(after - delta, after)) shownChanged.add(productId);
    if (isSoldOut(after - delta) !== isSoldOut(after)) soldOutOrBack.push(productId);
    if (isSoldOut(after - delta) && !isSoldOut(after)) back.productIds.push(productId);
  }
  const variantTotals = sum(lines, (l) => l.variantId);
  const variantStock = await moveRows(tx, 'product_variants', variantTotals, context);
  for (const [variantId, { delta, line }] of variantTotals) {
    const after = variantStock.get(variantId);
    if (after === undefined) {
      throw context.short(line as L, await currentStock(tx, 'product_variants', variantId));
    }
    moved.push({ productId: line.productId, variantId, delta, stockAfter: after });
    if (stockShownDiffers(after - delta, after)) shownChanged.add(line.productId);
    if (isSoldOut(after - delta) && !isSoldOut(after)) back.variantIds.push(variantId);
  }
  // Announced here, for every caller: lists put products in stock first, so a product that sells out or comes
  // back moves within lists that do not show it, which the callers' own announcements do not drop.
  if (soldOutOrBack.length > 0) await notifyProductsChanged(tx, soldOutOrBack, { reordered: true });
  // Only a restock reaches this (never an order, which only takes stock away): no cost on the order path.
  if (back.productIds.length + back.variantIds.length > 0) await queueRestockAlerts(tx, back);
  return { shownChanged, movements: moved };
}

/**
 * Adds each total to its row where the row stays at 0 or above, and writes a movement for each row moved, in
 * one statement (a round trip fewer for every order); the stock after, by id, of the rows moved (a row missing
 * from the answer was short, or is not there, and the caller throws: the movements roll back with the rest).
 * A variant row must belong to its line's product.
 */
async function moveRows(
  tx: DbTransaction,
  table: 'products' | 'product_variants',
  totals: readonly (readonly [number, { delta: number; line: StockLine }])[],
  context: Omit<StockChangeContext<never>, 'short'>,
): Promise<Map<number, number>> {
  if (totals.length === 0) return new Map();
  const target = sql.identifier(table);
  if (totals.length > 1) {
    // One statement's updates take their locks in whatever order its plan reads the rows: lock by id first.
    await executePrepared(
      tx,
      `stock-lock-${table}`,
      sql`SELECT id FROM ${target} WHERE id = ANY(${idArray(totals.map(([id]) => id))}) ORDER BY id FOR UPDATE`,
    );
  }
  const rows = JSON.stringify(totals.map(([id, t]) => ({ id, p: t.line.productId, d: t.delta })));
  const variants = table === 'product_variants';
  const sameProduct = variants ? sql`AND r.product_id = m.p` : sql``;
  const result = await executePrepared<{ id: number; stock: number }>(
    tx,
    `stock-ledger-${table}`,
    sql`
    WITH moved AS (
      UPDATE ${target} r SET stock = r.stock + m.d
      FROM jsonb_to_recordset(${rows}::jsonb) AS m(id int, p int, d int)
      WHERE r.id = m.id ${sameProduct} AND r.stock + m.d >= 0
      RETURNING r.id, m.p, m.d, r.stock
    ), movements AS (
      ${movementsInsert(context, sql`SELECT p, ${variants ? sql`id` : sql`NULL::int`}, d, stock FROM moved ORDER BY id`)}
    )
    SELECT id, stock FROM moved`,
  );
  return new Map(result.rows.map((row) => [row.id, row.stock]));
}

/** INSERT INTO stock_movements of `source`'s rows: product id, variant id, delta, stock after. */
function movementsInsert(context: Omit<StockChangeContext<never>, 'short'>, source: SQL) {
  return sql`
    INSERT INTO stock_movements
      (product_id, variant_id, delta, stock_after, reason, order_id, admin_user_id, actor_name, note)
    SELECT s.*, ${context.reason}, ${context.orderId ?? null}::int,
      ${context.actor?.adminUserId ?? null}::int, ${context.actor?.username ?? null}::text,
      ${context.note ?? null}::text
    FROM (${source}) AS s`;
}

async function currentStock(tx: DbTransaction, table: 'products' | 'product_variants', id: number) {
  const result = await tx.execute<{ stock: number }>(
    sql`SELECT stock FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  return Math.max(0, result.rows[0]?.stock ?? 0);
}

/** Rows created with their stock (a new product or variant) start their history with an 'initial' movement. */
export async function recordCreatedStock(
  tx: DbTransaction,
  rows: readonly { productId: number; variantId: number | null; stock: number }[],
  actor: StockActor,
  note: string | null = null,
): Promise<void> {
  if (rows.length === 0) return;
  const created = JSON.stringify(rows.map((r) => ({ p: r.productId, v: r.variantId, s: r.stock })));
  await tx.execute(
    movementsInsert(
      { reason: 'initial', actor, note },
      sql`SELECT m.p, m.v, m.s, m.s FROM jsonb_to_recordset(${created}::jsonb) AS m(p int, v int, s int)`,
    ),
  );
}
