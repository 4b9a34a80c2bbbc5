import { sql } from 'drizzle-orm';
import {
  AppError,
  MAX_CATEGORIES_PER_PRODUCT,
  type AdminBulkDeleteProductsBody,
  type AdminBulkProductsBody,
} from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import { recordActivities, type ActivityActor, type ActivityInput } from '../../audit/index.js';
import { idArray } from '../../../sql/id-array.js';
import { dropProductFromHomepage } from './homepage-product-references.js';
import { createProductDetailRepository } from './product-detail-repository.js';
import { announceCatalogEdit, logged } from './product-write-service.js';
import { productImageUrls } from './product-children.js';

type LockedRow = {
  id: number;
  name: string;
  is_active: boolean;
  category_id: number | null;
  category_ids: number[];
};

/** Locks the named products by id (one order, no deadlock); any id that is not a product refuses the lot. */
async function lockProducts(tx: DbTransaction, ids: readonly number[]): Promise<LockedRow[]> {
  const result = await tx.execute<LockedRow>(sql`
    SELECT p.id, p.name, p.is_active, p.category_id,
      coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc
        WHERE pc.product_id = p.id), '{}') AS category_ids
    FROM products p WHERE p.id = ANY(${idArray(ids)}) ORDER BY p.id FOR UPDATE OF p`);
  if (result.rows.length !== ids.length) throw new AppError('PRODUCT_NOT_FOUND');
  return result.rows;
}

async function categoryName(tx: DbTransaction, id: number): Promise<string> {
  const found = await tx.execute<{ name: string }>(sql`SELECT name FROM categories WHERE id = ${id}`);
  if (!found.rows[0]) throw new AppError('CATEGORY_NOT_FOUND');
  return found.rows[0].name;
}

const entry = (row: LockedRow, old: object, next: object, description: string): ActivityInput => ({
  action: 'UPDATE',
  entityType: 'product',
  entityId: row.id,
  entityName: row.name,
  old,
  new: next,
  description,
});

/**
 * The product list's bulk actions: one request, one transaction, all or nothing; one activity
 * entry per product it changes. Answers how many products changed.
 */
export function createProductBulkService(deps: {
  db: Db;
  releaseMedia: (urls: Iterable<string | null | undefined>) => Promise<unknown>;
}) {
  const { db } = deps;

  return {
    async apply(actor: ActivityActor, body: AdminBulkProductsBody): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await lockProducts(tx, body.ids);
        let entries: ActivityInput[];
        if (body.action === 'activate' || body.action === 'deactivate') {
          const active = body.action === 'activate';
          const changed = rows.filter((row) => row.is_active !== active);
          await tx.execute(sql`
            UPDATE products SET is_active = ${active}, updated_at = now()
            WHERE id = ANY(${idArray(changed.map((row) => row.id))})`);
          entries = changed.map((row) =>
            entry(
              row,
              { is_active: !active },
              { is_active: active },
              `Updated is_active of product ${row.name}`,
            ),
          );
        } else {
          const categoryId = body.category_id!;
          const category = await categoryName(tx, categoryId);
          if (body.action === 'add_category') {
            const changed = rows.filter((row) => !row.category_ids.includes(categoryId));
            // The product editor's own limit (MAX_CATEGORIES_PER_PRODUCT) holds for a bulk add too.
            const full = changed.filter(
              (row) => row.category_ids.length >= MAX_CATEGORIES_PER_PRODUCT,
            ).length;
            if (full > 0) {
              throw new AppError('PRODUCT_CATEGORIES_FULL', { count: full, max: MAX_CATEGORIES_PER_PRODUCT });
            }
            await tx.execute(sql`
              INSERT INTO product_categories (product_id, category_id)
              SELECT unnest(${idArray(changed.map((row) => row.id))}), ${categoryId}::int`);
            entries = changed.map((row) =>
              entry(
                row,
                { category_ids: row.category_ids },
                { category_ids: [...row.category_ids, categoryId].sort((a, b) => a - b) },
                `Added product ${row.name} to category ${category}`,
              ),
            );
          } else {
            const changed = rows.filter((row) => row.category_ids.includes(categoryId));
            const alone = changed.filter((row) => row.category_ids.length === 1).length;
            if (alone > 0) throw new AppError('PRODUCT_LAST_CATEGORY', { count: alone });
            const ids = idArray(changed.map((row) => row.id));
            await tx.execute(sql`
              DELETE FROM product_categories WHERE category_id = ${categoryId} AND product_id = ANY(${ids})`);
            // The main category (the storefront's breadcrumb) moves to the first category left.
            await tx.execute(sql`
              UPDATE products p SET category_id = (SELECT min(pc.category_id) FROM product_categories pc
                WHERE pc.product_id = p.id)
              WHERE p.id = ANY(${ids}) AND p.category_id = ${categoryId}`);
            entries = changed.map((row) =>
              entry(
                row,
                { category_ids: row.category_ids },
                { category_ids: row.category_ids.filter((id) => id !== categoryId) },
                `Removed product ${row.name} from category ${category}`,
              ),
            );
          }
          if (entries.length > 0) {
            await tx.execute(
              sql`UPDATE products SET updated_at = now() WHERE id = ANY(${idArray(entries.map((e) => Number(e.entityId)))})`,
            );
          }
        }
        await recordActivities(tx, actor, entries);
        if (entries.length > 0) await announceCatalogEdit(tx);
        return entries.length;
      });
    },

    /** super_admin only (permission table), as one product's delete: past orders keep their lines. */
    async remove(actor: ActivityActor, body: AdminBulkDeleteProductsBody): Promise<number> {
      const urls: (string | null)[] = [];
      await db.transaction(async (tx) => {
        await lockProducts(tx, body.ids);
        const entries: ActivityInput[] = [];
        for (const id of body.ids) {
          const before = (await createProductDetailRepository(tx).loadAdminProduct(id))!;
          urls.push(...(await productImageUrls(tx, id)), before.image);
          await dropProductFromHomepage(tx, id);
          entries.push({
            action: 'DELETE',
            entityType: 'product',
            entityId: id,
            entityName: before.name,
            old: logged(before),
            description: `Deleted product ${before.name}`,
          });
        }
        await tx.execute(sql`DELETE FROM products WHERE id = ANY(${idArray(body.ids)})`);
        await recordActivities(tx, actor, entries);
        await announceCatalogEdit(tx);
      });
      await deps.releaseMedia(urls);
      return body.ids.length;
    },
  };
}
export type ProductBulkService = ReturnType<typeof createProductBulkService>;
