import { eq, sql } from 'drizzle-orm';
import {
  AppError,
  type AdminPatchProductBody,
  type AdminPatchVariantStockBody,
  type AdminProductRow,
} from '@matjar/core';
import { products, type Db, type DbTransaction } from '@matjar/db';
import { CHANNELS } from '../../../events/channels.js';
import { notify } from '../../../events/notify.js';
import { notifyProductsChanged } from '../../../events/products-changed.js';
import { recordActivity, type ActivityActor } from '../../audit/index.js';
import { changeStock } from '../../stock/index.js';
import { ADMIN_ROW_COLUMNS, toAdminProductRow, type RawProductRow } from './product-list-repository.js';
import { assertSpecialOfferRoom, lockSpecialOffers } from './special-offer-limit.js';
import { stockActor } from './product-write-service.js';

type LockedProduct = {
  id: number;
  name: string;
  stock: number;
  is_active: boolean;
  is_special_offer: boolean;
  variant_count: number;
};

async function lockProduct(tx: DbTransaction, id: number): Promise<LockedProduct> {
  const result = await tx.execute<LockedProduct>(sql`
    SELECT p.id, p.name, p.stock, p.is_active, p.is_special_offer,
      (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variant_count
    FROM products p WHERE p.id = ${id} FOR UPDATE OF p`);
  const row = result.rows[0];
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return row;
}

async function loadRow(tx: DbTransaction, id: number): Promise<AdminProductRow> {
  const result = await tx.execute<RawProductRow>(
    sql`SELECT ${ADMIN_ROW_COLUMNS} FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ${id}`,
  );
  return toAdminProductRow(result.rows[0]!);
}

/** The product list's quick changes (back-office §2, §4): stock stepper, active and special-offer toggles. */
export function createProductPatchService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async patch(actor: ActivityActor, id: number, body: AdminPatchProductBody): Promise<AdminProductRow> {
      return db.transaction(async (tx) => {
        // The offer lock comes before the row lock, in every path that may set an offer (no deadlock).
        if (body.is_special_offer) await lockSpecialOffers(tx);
        const current = await lockProduct(tx, id);
        if (body.is_special_offer && !current.is_special_offer) await assertSpecialOfferRoom(tx, id);
        // Typed by field, so the activity log's label check (audit/testing/logged-fields.ts) sees every field this can log.
        type Logged = { stock?: number; is_active?: boolean; is_special_offer?: boolean };
        const old: Logged = {};
        const next: Logged = {};
        if (body.stock !== undefined && body.stock !== current.stock) {
          // A product with variants holds their sum: its stock changes through a variant.
          if (current.variant_count > 0) throw new AppError('PRODUCT_STOCK_FROM_VARIANTS');
          await changeStock(tx, [{ productId: id, variantId: null, delta: body.stock - current.stock }], {
            reason: 'manual_adjustment',
            actor: stockActor(actor),
            note: body.stock_note ?? null,
            short: () => new AppError('STOCK_WHOLE_NUMBER'),
          });
          old.stock = current.stock;
          next.stock = body.stock;
        }
        const flags: { isActive?: boolean; isSpecialOffer?: boolean } = {};
        if (body.is_active !== undefined && body.is_active !== current.is_active) {
          flags.isActive = body.is_active;
          old.is_active = current.is_active;
          next.is_active = body.is_active;
        }
        if (body.is_special_offer !== undefined && body.is_special_offer !== current.is_special_offer) {
          flags.isSpecialOffer = body.is_special_offer;
          old.is_special_offer = current.is_special_offer;
          next.is_special_offer = body.is_special_offer;
        }
        if (Object.keys(flags).length > 0)
          await tx
            .update(products)
            .set({ ...flags, updatedAt: sql`now()` })
            .where(eq(products.id, id));
        if (Object.keys(next).length > 0) {
          await recordActivity(tx, actor, {
            action: 'UPDATE',
            entityType: 'product',
            entityId: id,
            entityName: current.name,
            old,
            new: next,
            description: `Updated ${Object.keys(next).join(', ')} of product ${current.name}`,
          });
          // A flag changes which lists hold the product (every cache goes); stock alone, only its own answers.
          if (Object.keys(flags).length > 0) await notify(tx, CHANNELS.catalogChanged, '{}');
          else await notifyProductsChanged(tx, [id]);
        }
        return loadRow(tx, id);
      });
    },

    async setVariantStock(
      actor: ActivityActor,
      id: number,
      variantId: number,
      body: AdminPatchVariantStockBody,
    ): Promise<AdminProductRow> {
      return db.transaction(async (tx) => {
        const product = await lockProduct(tx, id);
        const found = await tx.execute<{ name: string; stock: number }>(sql`
          SELECT name, stock FROM product_variants WHERE id = ${variantId} AND product_id = ${id} FOR UPDATE`);
        const variant = found.rows[0];
        if (!variant) throw new AppError('VARIANT_NOT_FOUND');
        if (body.stock !== variant.stock) {
          await changeStock(tx, [{ productId: id, variantId, delta: body.stock - variant.stock }], {
            reason: 'manual_adjustment',
            actor: stockActor(actor),
            note: body.stock_note ?? null,
            short: () => new AppError('STOCK_WHOLE_NUMBER'),
          });
          await recordActivity(tx, actor, {
            action: 'UPDATE',
            entityType: 'product',
            entityId: id,
            entityName: product.name,
            old: { variant: variant.name, stock: variant.stock },
            new: { variant: variant.name, stock: body.stock },
            description: `Updated stock of ${variant.name} of product ${product.name}`,
          });
          await notifyProductsChanged(tx, [id]);
        }
        return loadRow(tx, id);
      });
    },
  };
}
export type ProductPatchService = ReturnType<typeof createProductPatchService>;
