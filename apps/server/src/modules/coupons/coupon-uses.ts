import { and, eq, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { orders, type Db, type DbTransaction } from '@matjar/db';

/**
 * The one rule for which orders count as a use of their coupon (docs/api.md): every order with the code that
 * was not canceled and whose card payment did not fail or get cancelled. An online order still awaiting
 * payment counts, so it holds its use; when its payment fails or its window lapses (the order is then
 * canceled) the use returns.
 */
export const countedCouponUse: SQL = and(
  ne(orders.status, 'canceled'),
  or(isNull(orders.paymentStatus), notInArray(orders.paymentStatus, ['failed', 'cancelled'])),
)!;

/** Uses of one code, in all and (with a shopper's email key) by that shopper. */
export async function countCouponUses(
  db: Db | DbTransaction,
  code: string,
  shopperEmailKey?: string,
): Promise<{ total: number; byShopper?: number }> {
  const byShopper =
    shopperEmailKey === undefined
      ? sql<number>`0`
      : sql<number>`count(*) filter (where ${orders.emailKey} = ${shopperEmailKey})`;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, byShopper: sql<number>`(${byShopper})::int` })
    .from(orders)
    .where(and(eq(orders.couponCode, code), countedCouponUse));
  const total = Number(row?.total ?? 0);
  return shopperEmailKey === undefined ? { total } : { total, byShopper: Number(row?.byShopper ?? 0) };
}

/**
 * Uses per code for every code any order names, 0 when none of those orders counts (the admin list tells a
 * coupon that was never used from one whose orders were all canceled; the storefront's list reads uses).
 */
export async function couponUsesByCode(db: Db | DbTransaction): Promise<Map<string, number>> {
  const rows = await db
    .select({
      code: orders.couponCode,
      uses: sql<number>`(count(*) filter (where ${countedCouponUse}))::int`,
    })
    .from(orders)
    .where(sql`${orders.couponCode} is not null`)
    .groupBy(orders.couponCode);
  return new Map(rows.map((row) => [row.code!, Number(row.uses)]));
}
