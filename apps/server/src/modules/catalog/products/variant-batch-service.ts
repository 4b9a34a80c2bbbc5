import { sql } from 'drizzle-orm';
import { AppError, type AdminBatchVariantsBody, type AdminProductDetail } from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import { notifyProductsChanged } from '../../../events/products-changed.js';
import { uniqueViolation } from '../../../sql/postgres-errors.js';
import { recordActivity, type ActivityActor } from '../../audit/index.js';
import { changeStock } from '../../stock/index.js';
import { createProductDetailRepository } from './product-detail-repository.js';
import { stockActor } from './product-write-service.js';

type StoredVariant = {
  id: number;
  name: string;
  price: number;
  stock: number;
  sku: string | null;
};

type Cells = AdminBatchVariantsBody['variants'][number];

/** The cells of one variant that differ from what it holds, as { field: [old, new] }. */
function changes(stored: StoredVariant, cells: Cells) {
  const changed: Partial<Record<'price' | 'stock' | 'sku', [unknown, unknown]>> = {};
  if (cells.price !== undefined && cells.price !== stored.price) changed.price = [stored.price, cells.price];
  if (cells.stock !== undefined && cells.stock !== stored.stock) changed.stock = [stored.stock, cells.stock];
  if (cells.sku !== undefined && cells.sku !== stored.sku) changed.sku = [stored.sku, cells.sku];
  return changed;
}

async function lockVariants(tx: DbTransaction, productId: number) {
  const product = await tx.execute<{ name: string }>(
    sql`SELECT name FROM products WHERE id = ${productId} FOR UPDATE`,
  );
  if (!product.rows[0]) throw new AppError('PRODUCT_NOT_FOUND');
  const variants = await tx.execute<StoredVariant>(sql`
    SELECT id, name, price, stock, sku FROM product_variants WHERE product_id = ${productId}
    ORDER BY id FOR UPDATE`);
  return { name: product.rows[0].name, variants: new Map(variants.rows.map((v) => [v.id, v])) };
}

/**
 * The edit page's variant grid: price, stock and SKU of several variants in one transaction, all
 * or nothing. Stock moves through the ledger with the one reason staff chose; one activity entry for the save.
 */
export function createVariantBatchService(deps: { db: Db }) {
  return {
    async save(
      actor: ActivityActor,
      productId: number,
      body: AdminBatchVariantsBody,
    ): Promise<AdminProductDetail> {
      return deps.db.transaction(async (tx) => {
        const stored = await lockVariants(tx, productId);
        const edits = body.variants.map((cells) => {
          const variant = stored.variants.get(cells.id);
          if (!variant) throw new AppError('VARIANT_NOT_FOUND');
          return { variant, cells, changed: changes(variant, cells) };
        });
        const stockLines = edits.flatMap(({ variant, changed }) =>
          changed.stock
            ? [{ productId, variantId: variant.id, delta: (changed.stock[1] as number) - variant.stock }]
            : [],
        );
        if (stockLines.length > 0 && !body.stock_reason) throw new AppError('STOCK_REASON_REQUIRED');
        // A SKU names one thing in the shop: another product's own SKU is taken too (product-write-service).
        const claimed = edits.flatMap(({ changed }) =>
          changed.sku?.[1] ? [String(changed.sku[1]).toLowerCase()] : [],
        );
        if (claimed.length > 0) {
          const held = await tx.execute(sql`
            SELECT 1 FROM products
            WHERE lower(sku) IN (SELECT jsonb_array_elements_text(${JSON.stringify(claimed)}::jsonb))
              AND id <> ${productId}
            LIMIT 1`);
          if (held.rows.length > 0) throw new AppError('SKU_TAKEN');
        }
        try {
          for (const { variant, changed } of edits) {
            if (!changed.price && !changed.sku) continue;
            await tx.execute(sql`
              UPDATE product_variants SET
                price = ${changed.price ? (changed.price[1] as number) : variant.price},
                sku = ${changed.sku ? (changed.sku[1] as string | null) : variant.sku}
              WHERE id = ${variant.id}`);
          }
        } catch (error) {
          if (uniqueViolation(error) === 'product_variants_sku_unique') throw new AppError('SKU_TAKEN');
          throw error;
        }
        if (stockLines.length > 0) {
          await changeStock(tx, stockLines, {
            reason: 'manual_adjustment',
            actor: stockActor(actor),
            note: body.stock_reason ?? null,
            short: () => new AppError('STOCK_WHOLE_NUMBER'),
          });
        }
        const changedRows = edits.filter(({ changed }) => Object.keys(changed).length > 0);
        if (changedRows.length > 0) {
          const side = (i: 0 | 1) =>
            Object.fromEntries(
              changedRows.map(({ variant, changed }) => [
                variant.name,
                Object.fromEntries(Object.entries(changed).map(([field, pair]) => [field, pair[i]])),
              ]),
            );
          await recordActivity(tx, actor, {
            action: 'UPDATE',
            entityType: 'product',
            entityId: productId,
            entityName: stored.name,
            old: { variants: side(0) },
            new: { variants: side(1) },
            description: `Updated ${changedRows.length} variants of product ${stored.name}`,
          });
          await notifyProductsChanged(tx, [productId]);
        }
        return (await createProductDetailRepository(tx).loadAdminProduct(productId))!;
      });
    },
  };
}
export type VariantBatchService = ReturnType<typeof createVariantBatchService>;
