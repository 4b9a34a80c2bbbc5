import { inArray } from 'drizzle-orm';
import { categories, products, type Db, type DbTransaction } from '@matjar/db';
import { requireShopImages } from '../media/shop-images.js';
import type { DocumentReferences } from './homepage-document.js';
import { fieldIssue } from '../../http/field-issue.js';

async function missingIds(
  db: Db | DbTransaction,
  table: typeof products | typeof categories,
  wanted: readonly { id: number; path: (string | number)[] }[],
) {
  const ids = [...new Set(wanted.map((ref) => ref.id))];
  if (ids.length === 0) return [];
  const found = new Set(
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id),
  );
  return wanted.filter((ref) => !found.has(ref.id));
}

/**
 * Checks what a homepage document names outside itself: every image is a file the shop stores (uploaded
 * through the media pipeline, or seeded), and every chosen product and category exists. The first failure is
 * answered with 400 naming it (every missing id at once), before anything is written.
 */
export async function checkDocumentReferences(
  db: Db | DbTransaction,
  isShopImage: (url: string) => Promise<boolean>,
  refs: DocumentReferences,
): Promise<void> {
  await requireShopImages(refs.images, { isShopImage });
  const products_ = await missingIds(db, products, refs.productIds);
  if (products_.length > 0) {
    const ids = [...new Set(products_.map((ref) => ref.id))].join(', ');
    throw fieldIssue('SECTION_PRODUCTS_NOT_FOUND', { ids }, products_[0]!.path);
  }
  const categories_ = await missingIds(db, categories, refs.categoryIds);
  if (categories_.length > 0) {
    const ids = [...new Set(categories_.map((ref) => ref.id))].join(', ');
    throw fieldIssue('SECTION_CATEGORIES_NOT_FOUND', { ids }, categories_[0]!.path);
  }
}
