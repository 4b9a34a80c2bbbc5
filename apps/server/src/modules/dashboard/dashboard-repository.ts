import { and, asc, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { orders, products, productVariants, type Db } from '@matjar/db';
import type { OrderStatus } from '@matjar/core';

/** Qatar keeps UTC+3 all year (no daylight saving), so a fixed offset gives Doha's calendar day. */
const DOHA_DAY = sql<string>`to_char(${orders.createdAt} at time zone 'UTC' + interval '3 hours', 'YYYY-MM-DD')`;

/**
 * SQL for the dashboard's figures; the service fills the gaps. Archived ("deleted") orders are left out, as
 * they are out of every orders screen: the dashboard's counts match the lists staff can open.
 */
export function createDashboardRepository(db: Db) {
  return {
    async countByStatus(): Promise<{ status: OrderStatus; n: number }[]> {
      return db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(isNull(orders.archivedAt))
        .groupBy(orders.status);
    },

    /** Orders and non-canceled revenue per Doha day, for orders placed at or after `since`. */
    async perDay(since: Date): Promise<{ date: string; orders: number; revenue: number }[]> {
      return db
        .select({
          date: DOHA_DAY,
          orders: count(),
          revenue: sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'canceled'), 0)::int`,
        })
        .from(orders)
        .where(and(gte(orders.createdAt, since), isNull(orders.archivedAt)))
        .groupBy(DOHA_DAY);
    },

    /** Active products, and active variants of active products, with fewer than `below` units. */
    async lowStock(below: number, max: number) {
      const productRows = await db
        .select({
          productId: products.id,
          name: products.name,
          nameEn: products.nameEn,
          stock: products.stock,
        })
        .from(products)
        .where(and(eq(products.isActive, true), lt(products.stock, below)))
        .orderBy(asc(products.stock), asc(products.id))
        .limit(max);
      const variantRows = await db
        .select({
          productId: products.id,
          variantId: productVariants.id,
          name: products.name,
          nameEn: products.nameEn,
          variantName: productVariants.name,
          variantNameEn: productVariants.nameEn,
          stock: productVariants.stock,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            eq(products.isActive, true),
            eq(productVariants.isActive, true),
            lt(productVariants.stock, below),
          ),
        )
        .orderBy(asc(productVariants.stock), asc(productVariants.id))
        .limit(max);
      return { productRows, variantRows };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
