import { getTableColumns, sql } from 'drizzle-orm';
import type { AdminUpdateProductBody } from '@matjar/core';
import { products, type Db, type DbTransaction } from '@matjar/db';
import { idArray } from '../../../sql/id-array.js';
import {
  changedFields,
  recordActivities,
  recordActivity,
  type ActivityActor,
  type ActivityInput,
} from '../../audit/index.js';
import { changeStock, recordCreatedStock, type StockLine } from '../../stock/index.js';
import {
  importRowsInvalid,
  specialOfferIds,
  specialOfferIssues,
  type CheckedImport,
  type CheckedProduct,
} from './product-csv-check.js';
import { cellOf } from './product-csv-plan.js';
import { cellIssue } from './product-csv-sheet.js';
import { createProductDetailRepository, type AdminProductState } from './product-detail-repository.js';
import {
  announceCatalogEdit,
  discountAuthor,
  logged,
  productColumns,
  productStock,
  stockActor,
} from './product-write-service.js';
import { lockSpecialOffers } from './special-offer-limit.js';
import { sqlState } from '../../../sql/postgres-errors.js';

// The import's write: the checked file applied in one short transaction of a few set-based statements
// (UPDATE … FROM jsonb_populate_recordset), whatever its size, with the form's rules — productColumns, the
// discount's author, the stock ledger, an audit entry per product. An import changes names, prices, stock,
// links and flags of products and variants; it never adds or removes variants, options or pictures.

/** The ledger's note on every movement an import writes (reason 'import'; new products start 'initial'). */
export const IMPORT_STOCK_NOTE = 'CSV import';

/** The database moved on since the file was checked (a product saved, a SKU taken): check it again. */
export class ImportCheckOutdated extends Error {
  constructor() {
    super('the products changed since the import was checked');
  }
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

const PRODUCT_TABLE_COLUMNS = getTableColumns(products);

/** productColumns' fields under the table's own column names, for jsonb_populate_recordset. */
function productRow(fields: ReturnType<typeof productColumns>, extra: Record<string, unknown>) {
  const row: Record<string, unknown> = { ...extra };
  for (const [key, value] of Object.entries(fields)) {
    row[PRODUCT_TABLE_COLUMNS[key as keyof typeof fields].name] = value;
  }
  return row;
}

/** `(a, b, …)` of the given columns, each read from `d.` when `from` is set. */
function columnList(names: readonly string[], from?: string) {
  return sql.join(
    names.map((name) => (from ? sql`${sql.identifier(from)}.${sql.identifier(name)}` : sql.identifier(name))),
    sql`, `,
  );
}

/** The file's products rows, locked in id order: their stock now, or outdated when any moved on. */
async function lockProducts(tx: DbTransaction, checked: CheckedImport) {
  const ids = [...checked.versions.keys()];
  const locked = await tx.execute<{ id: number; stock: number; version: string }>(sql`
    SELECT id, stock, updated_at::text AS version FROM products WHERE id = ANY(${idArray(ids)})
    ORDER BY id FOR UPDATE`);
  if (locked.rows.length !== ids.length) throw new ImportCheckOutdated();
  for (const row of locked.rows) {
    if (checked.versions.get(row.id) !== row.version) throw new ImportCheckOutdated();
  }
  return new Map(locked.rows.map((row) => [row.id, row.stock]));
}

async function lockVariants(tx: DbTransaction, productIds: readonly number[]) {
  const locked = await tx.execute<{ id: number; stock: number }>(sql`
    SELECT id, stock FROM product_variants WHERE product_id = ANY(${idArray(productIds)})
    ORDER BY id FOR UPDATE`);
  return new Map(locked.rows.map((row) => [row.id, row.stock]));
}

async function replaceCategoryLinks(
  tx: DbTransaction,
  saved: readonly { id: number; body: AdminUpdateProductBody }[],
) {
  const links = saved.flatMap(({ id, body }) => body.category_ids.map((c) => ({ p: id, c })));
  await tx.execute(
    sql`DELETE FROM product_categories WHERE product_id = ANY(${idArray(saved.map((s) => s.id))})`,
  );
  await tx.execute(sql`
    INSERT INTO product_categories (product_id, category_id)
    SELECT l.p, l.c FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS l(p int, c int)`);
}

/** Saves the changed products' own columns and their variants' (not stock: the ledger moves it). */
async function saveProducts(tx: DbTransaction, actor: ActivityActor, updated: readonly CheckedProduct[]) {
  const rows = updated.map(({ plan, body }) =>
    productRow(productColumns(body, discountAuthor(plan.existing!, body, actor.username)), {
      id: plan.existing!.id,
    }),
  );
  const columns = Object.keys(rows[0]!).filter((name) => name !== 'id');
  // Product SKUs let go of what they held first, as the variants' below: two products may swap theirs.
  const movingSkus = updated
    .filter(({ plan, body }) => body.sku !== undefined && body.sku !== plan.existing!.sku)
    .map(({ plan }) => plan.existing!.id);
  if (movingSkus.length) {
    await tx.execute(sql`UPDATE products SET sku = NULL WHERE id = ANY(${idArray(movingSkus)})`);
  }
  await tx.execute(sql`
    UPDATE products p SET (${columnList(columns)}, updated_at) = (${columnList(columns, 'd')}, now())
    FROM jsonb_populate_recordset(NULL::products, ${JSON.stringify(rows)}::jsonb) AS d WHERE p.id = d.id`);

  const variants = updated.flatMap(({ plan, body }) =>
    body.variants.map((v) => ({
      id: v.id!,
      product_id: plan.existing!.id,
      name: v.name,
      name_en: v.name_en,
      price: v.price ?? 0,
      sku: v.sku,
      gtin: v.gtin,
      mpn: v.mpn,
      attributes: v.attributes ?? null,
      is_active: v.is_active,
      cost_price: v.cost_price,
      skuBefore: plan.existing!.variants.find((stored) => stored.id === v.id)?.sku ?? null,
    })),
  );
  if (variants.length === 0) return;
  // SKUs first let go of what they held, so two variants may swap theirs within one file.
  const moving = variants.filter((v) => v.sku !== v.skuBefore).map((v) => v.id);
  if (moving.length) {
    await tx.execute(sql`UPDATE product_variants SET sku = NULL WHERE id = ANY(${idArray(moving)})`);
  }
  // The cost only when the file carried it for an admin role (decision 026): then every variant has one.
  const withCost = variants.every((v) => v.cost_price !== undefined);
  const variantColumns = ['name', 'name_en', 'price', 'sku', 'attributes', 'is_active'];
  if (withCost) variantColumns.push('cost_price');
  // The GTIN and MPN when the file had their columns (every variant of an import then carries them).
  for (const column of ['gtin', 'mpn'] as const) {
    if (variants.every((v) => v[column] !== undefined)) variantColumns.push(column);
  }
  await tx.execute(sql`
    UPDATE product_variants v SET (${columnList(variantColumns)}) = (${columnList(variantColumns, 'd')})
    FROM jsonb_populate_recordset(NULL::product_variants, ${JSON.stringify(variants)}::jsonb) AS d
    WHERE v.id = d.id AND v.product_id = d.product_id`);
}

/** Moves every changed product's stock (and its variants') to the file's levels through the ledger. */
async function moveStock(
  tx: DbTransaction,
  actor: ActivityActor,
  updated: readonly CheckedProduct[],
  productStockNow: ReadonlyMap<number, number>,
  variantStockNow: ReadonlyMap<number, number>,
) {
  const lines: StockLine[] = [];
  const rowOf = new Map<number, number>();
  for (const { plan, body } of updated) {
    const productId = plan.existing!.id;
    rowOf.set(productId, cellOf(plan, ['stock'])[0]);
    // Each variant by its difference (its product with it); the product's own row takes what remains.
    const variantLines = body.variants.map((v) => ({
      productId,
      variantId: v.id!,
      delta: v.stock - variantStockNow.get(v.id!)!,
    }));
    const moved = variantLines.reduce((sum, line) => sum + line.delta, 0);
    const rest = productStock(body) - productStockNow.get(productId)! - moved;
    lines.push(...variantLines, { productId, variantId: null, delta: rest });
  }
  await changeStock(tx, lines, {
    reason: 'import',
    actor: stockActor(actor),
    note: IMPORT_STOCK_NOTE,
    short: (line) =>
      importRowsInvalid([cellIssue(rowOf.get(line.productId)!, 'stock', 'STOCK_WHOLE_NUMBER')]),
  });
}

/** Inserts the new products (ids drawn first, so each row knows its own), their links and first stock. */
async function createProducts(tx: DbTransaction, actor: ActivityActor, created: readonly CheckedProduct[]) {
  const drawn = await tx.execute<{ id: number }>(sql`
    SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id
    FROM generate_series(1, ${created.length})`);
  const saved = created.map(({ body }, i) => ({ id: drawn.rows[i]!.id, body }));
  const rows = saved.map(({ id, body }) =>
    productRow(productColumns(body, actor.username), { id, stock: productStock(body) }),
  );
  const columns = Object.keys(rows[0]!);
  await tx.execute(sql`
    INSERT INTO products (${columnList(columns)})
    SELECT ${columnList(columns, 'd')} FROM jsonb_populate_recordset(NULL::products, ${JSON.stringify(rows)}::jsonb) AS d`);
  await replaceCategoryLinks(tx, saved);
  await recordCreatedStock(
    tx,
    saved.map(({ id, body }) => ({ productId: id, variantId: null, stock: productStock(body) })),
    stockActor(actor),
    IMPORT_STOCK_NOTE,
  );
  return saved.map((s) => s.id);
}

/** The product as it stood when locked: the checked state with the stock levels read under the lock. */
function lockedState(
  product: AdminProductState,
  productStockNow: ReadonlyMap<number, number>,
  variantStockNow: ReadonlyMap<number, number>,
): AdminProductState {
  return {
    ...product,
    stock: productStockNow.get(product.id)!,
    variants: product.variants.map((v) => ({ ...v, stock: variantStockNow.get(v.id) ?? v.stock })),
  };
}

/**
 * Applies a checked file all or nothing, in one transaction. Throws ImportCheckOutdated (nothing written)
 * when a product of the file was saved since it was checked, or a SKU, brand, category or special offer the
 * check relied on changed; the caller checks the file again.
 */
export async function writeImport(
  db: Db,
  actor: ActivityActor,
  checked: CheckedImport,
): Promise<ImportCounts> {
  const created = checked.products.filter((p) => p.change === 'create');
  const updated = checked.products.filter((p) => p.change === 'update');
  const counts = {
    created: created.length,
    updated: updated.length,
    unchanged: checked.products.length - created.length - updated.length,
  };
  if (!counts.created && !counts.updated) return counts;
  try {
    return await db.transaction(async (tx) => {
      // The offer lock comes before the row locks, as in every path that may set an offer (no deadlock).
      const offers = checked.products.some((p) => p.change !== 'unchanged' && p.body.is_special_offer);
      if (offers) await lockSpecialOffers(tx);
      const productStockNow = await lockProducts(tx, checked);
      const updatedIds = updated.map((p) => p.plan.existing!.id);
      const variantStockNow = await lockVariants(tx, updatedIds);
      if (offers && specialOfferIssues(await specialOfferIds(tx), checked.products).length) {
        throw new ImportCheckOutdated();
      }
      const entries: ActivityInput[] = [];
      if (updated.length) {
        await saveProducts(tx, actor, updated);
        await replaceCategoryLinks(
          tx,
          updated.map(({ plan, body }) => ({ id: plan.existing!.id, body })),
        );
        await moveStock(tx, actor, updated, productStockNow, variantStockNow);
        const after = await createProductDetailRepository(tx).loadAdminProducts(updatedIds);
        for (const { plan } of updated) {
          const before = lockedState(plan.existing!, productStockNow, variantStockNow);
          const now = after.get(before.id)!.product;
          const diff = changedFields(logged(before), logged(now));
          entries.push({
            action: 'UPDATE',
            entityType: 'product',
            entityId: now.id,
            entityName: now.name,
            old: diff.old,
            new: diff.new,
            description: `Updated product ${now.name}`,
          });
        }
      }
      if (created.length) {
        const ids = await createProducts(tx, actor, created);
        const loaded = await createProductDetailRepository(tx).loadAdminProducts(ids);
        for (const id of ids) {
          const { product } = loaded.get(id)!;
          entries.push({
            action: 'CREATE',
            entityType: 'product',
            entityId: id,
            entityName: product.name,
            new: logged(product),
            description: `Created product ${product.name}`,
          });
        }
      }
      await recordActivities(tx, actor, entries);
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'product',
        entityName: 'CSV import',
        new: counts,
        description: `Imported products from CSV: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`,
      });
      await announceCatalogEdit(tx);
      return counts;
    });
  } catch (error) {
    // A SKU another product took, or a brand or category deleted, since the check.
    const state = sqlState(error);
    if (state === '23505' || state === '23503') throw new ImportCheckOutdated();
    throw error;
  }
}
