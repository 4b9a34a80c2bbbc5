import { sql, type SQL } from 'drizzle-orm';
import { REVENUE_SQL, type AdminCustomerCsvQuery } from '@matjar/core';
import { searchTextPatterns } from '../../sql/search-text.js';

/**
 * Newest first; ties (one millisecond) by id. NULLS LAST as the indexes are built (customers_created_idx,
 * customers_kind_created_idx), so they serve the order: with a plain DESC the planner sorted every customer for
 * each page, which tens of thousands of guests made slow.
 */
export const CUSTOMERS_NEWEST_FIRST = sql`c.created_at DESC NULLS LAST, c.id DESC NULLS LAST`;

/** The customer's orders that are counted: all of theirs (signed in or as a guest) not archived. */
const COUNTED_ORDER = sql`o.customer_id = c.id AND o.archived_at IS NULL`;
/**
 * The orders that make "total spent": core's revenue rule (REVENUE_SQL, decision 019): a card payment completed
 * and not canceled, or the cash recorded as received, less what was refunded (REVENUE_SQL.netAmount, decision
 * 045); an archived order still counts. Its columns are
 * unqualified: inside this subquery they are the order's.
 */
const SPENT_ORDER = sql`o.customer_id = c.id AND ${sql.raw(REVENUE_SQL.counts)}`;

/**
 * The columns of one list row over `customers c` (bigint sums read back as string or bigint: see toNumber).
 * Each figure is read from orders_customer_idx, for the page's rows only.
 */
export const CUSTOMER_ROW_COLUMNS = sql`c.id, c.first_name, c.last_name, c.email, c.phone,
  (c.password_hash IS NULL) AS is_guest, c.is_active, c.created_at, c.updated_at,
  (SELECT count(*)::int FROM orders o WHERE ${COUNTED_ORDER}) AS order_count,
  (SELECT coalesce(sum(${sql.raw(REVENUE_SQL.netAmount)}), 0)::bigint FROM orders o WHERE ${SPENT_ORDER}) AS total_spent,
  (SELECT max(o.created_at) FROM orders o WHERE ${COUNTED_ORDER}) AS last_order_at`;

/**
 * The list's WHERE over `customers c`: status, kind, and a search over the generated search_text (name and
 * e-mail folded like orders', then the phone's digits) with the query folded the same way, so 'محمد' finds
 * 'مُحَمَّد', 'احمد' finds 'أحمد' and '+974 5512 3456', '00974…', '٥٥١٢٣٤٥٦' find the same phone.
 */
export function customerListWhere(filters: AdminCustomerCsvQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (filters.status === 'active') where.push(sql`c.is_active`);
  if (filters.status === 'inactive') where.push(sql`NOT c.is_active`);
  // The expression of customers_kind_created_idx, so the index serves a filtered list too.
  if (filters.kind) where.push(sql`(c.password_hash IS NULL) = ${filters.kind === 'guest'}`);
  const patterns = filters.q ? searchTextPatterns(filters.q) : [];
  if (patterns.length > 0) {
    where.push(
      sql`(${sql.join(
        patterns.map((pattern) => sql`c.search_text LIKE ${pattern}`),
        sql` OR `,
      )})`,
    );
  }
  return sql.join(where, sql` AND `);
}
