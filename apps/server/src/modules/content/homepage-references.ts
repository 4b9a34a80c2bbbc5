import { inArray } from 'drizzle-orm';
import { categories, products, type Db, type DbTransaction } from '@matjar/db';
import { requireShopImages } from '../media/index.js';
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
  await checkBannerLinks(db, refs.links);
}

/**
 * Every banner link into the shop leads somewhere: a page the storefront has, or a product or
 * category that exists; otherwise 422 BANNER_LINK_NOT_FOUND naming the link and its field.
 */
async function checkBannerLinks(db: Db | DbTransaction, links: DocumentReferences['links']): Promise<void> {
  const byKind = (kind: 'product' | 'category') =>
    links.flatMap((ref) => (ref.target.kind === kind ? [{ id: ref.target.id, path: ref.path }] : []));
  const nowhere = [
    ...links.filter((ref) => ref.target.kind === 'unknown').map((ref) => ref.path),
    ...(await missingIds(db, products, byKind('product'))).map((ref) => ref.path),
    ...(await missingIds(db, categories, byKind('category'))).map((ref) => ref.path),
  ];
  const first = links.find((ref) => nowhere.includes(ref.path));
  if (first) throw fieldIssue('BANNER_LINK_NOT_FOUND', { link: first.link }, first.path);
}
