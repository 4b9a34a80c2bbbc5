import { sql, type SQL } from 'drizzle-orm';
import {
  normalizeForSearch,
  storefrontProductPath,
  type AdminReviewListQuery,
  type AdminReviewRow,
} from '@matjar/core';
import { type DbHandle } from '@matjar/db';
import { iso, likeAnywhere, pageSlice, type Instant } from '../../sql/list-query.js';

/** The screen's query, or one review by id (the answer to a change). */
export type ReviewListFilter = AdminReviewListQuery & { review_id?: number };

/** The list's WHERE over `reviews r`. */
function reviewListWhere(query: ReviewListFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (query.review_id !== undefined) where.push(sql`r.id = ${query.review_id}`);
  if (query.rating !== undefined) where.push(sql`r.rating = ${query.rating}`);
  if (query.status !== undefined) where.push(sql`r.status = ${query.status}`);
  if (query.product_id !== undefined) where.push(sql`r.product_id = ${query.product_id}`);
  const folded = query.product ? normalizeForSearch(query.product) : '';
  if (folded) {
    // The storefront search's Arabic folding (the generated search_name columns, trigram-indexed), both names.
    const pattern = likeAnywhere(folded);
    where.push(sql`r.product_id IN (SELECT p.id FROM products p
      WHERE p.search_name LIKE ${pattern} OR p.search_name_en LIKE ${pattern})`);
  }
  return sql.join(where, sql` AND `);
}

type RawReviewRow = {
  id: number;
  product_id: number;
  product_name: string;
  product_name_en: string | null;
  rating: number;
  comment: string;
  customer_name: string;
  verified: boolean;
  status: AdminReviewRow['status'];
  locale: AdminReviewRow['locale'];
  created_at: Instant;
  moderated_at: Instant | null;
  moderated_by: string | null;
};

function toAdminReviewRow(row: RawReviewRow): AdminReviewRow {
  return {
    id: row.id,
    product: {
      id: row.product_id,
      name: row.product_name,
      name_en: row.product_name_en,
      path: storefrontProductPath(row.product_id, 'ar'),
    },
    rating: row.rating,
    comment: row.comment,
    customer_name: row.customer_name,
    verified: row.verified,
    status: row.status,
    locale: row.locale,
    created_at: iso(row.created_at),
    moderated_at: row.moderated_at === null ? null : iso(row.moderated_at),
    moderated_by: row.moderated_by,
  };
}

/** SQL of the back office's review list. */
export function createReviewListRepository(db: DbHandle) {
  /**
   * One page of reviews, newest first (the reviews_created_idx order), the number of matches and the shop's
   * pending count for the screen's badge.
   */
  async function listAdminReviews(
    query: ReviewListFilter,
  ): Promise<{ reviews: AdminReviewRow[]; total: number; pending_count: number }> {
    const where = reviewListWhere(query);
    const rows = await db.execute<RawReviewRow>(sql`
      SELECT r.id, r.product_id, p.name AS product_name, p.name_en AS product_name_en, r.rating, r.comment,
        r.customer_name, r.verified, r.status, r.locale, r.created_at, r.moderated_at, r.moderated_by
      FROM reviews r JOIN products p ON p.id = r.product_id
      WHERE ${where}
      ORDER BY r.created_at DESC, r.id DESC
      ${pageSlice(query)}`);
    const counts = await db.execute<{ total: number; pending: number }>(sql`
      SELECT (SELECT count(*)::int FROM reviews r WHERE ${where}) AS total,
        (SELECT count(*)::int FROM reviews WHERE status = 'pending') AS pending`);
    return {
      reviews: rows.rows.map(toAdminReviewRow),
      total: counts.rows[0]?.total ?? 0,
      pending_count: counts.rows[0]?.pending ?? 0,
    };
  }

  return { listAdminReviews };
}

export type ReviewListRepository = ReturnType<typeof createReviewListRepository>;
