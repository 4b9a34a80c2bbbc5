import { desc, eq, like, sql } from 'drizzle-orm';
import { couponState, dohaDate, type AdminCoupon } from '@matjar/core';
import { coupons, type DbHandle } from '@matjar/db';
import { likeAnywhere } from '../../sql/list-query.js';
import { countCouponUses, couponUsesByCode } from './coupon-uses.js';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A stored coupon as the back office reads it: Doha dates, its state by core's rule, its uses. */
export function toAdminCoupon(row: CouponRow, uses: number, everUsed: boolean, now: Date): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    min_order: row.minOrder,
    starts_on: row.startsAt ? dohaDate(row.startsAt) : null,
    expires_on: dohaDate(row.expiresAt),
    starts_at: row.startsAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    description_ar: row.description,
    description_en: row.descriptionEn,
    is_active: row.isActive,
    is_private: row.isPrivate,
    state: couponState(row, uses, now),
    uses,
    deletable: !everUsed,
    created_at: row.createdAt.toISOString(),
    version: row.updatedAt.toISOString(),
  };
}

export function createCouponAdminRepository(db: DbHandle) {
  return {
    /** Every coupon (a shop has dozens, not thousands), newest first, optionally those whose code contains q. */
    async list(codeContains: string | undefined): Promise<{ rows: CouponRow[]; uses: Map<string, number> }> {
      const query = db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
      const [rows, uses] = await Promise.all([
        codeContains ? query.where(like(coupons.code, likeAnywhere(codeContains))) : query,
        couponUsesByCode(db),
      ]);
      return { rows, uses };
    },

    async byId(id: number, lock = false): Promise<CouponRow | undefined> {
      const query = db.select().from(coupons).where(eq(coupons.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async uses(code: string): Promise<number> {
      return (await countCouponUses(db, code)).total;
    },

    /** Any order at all with the code, canceled or not: such a coupon is history and is not deleted. */
    async everUsed(code: string): Promise<boolean> {
      const result = await db.execute<{ used: boolean }>(
        sql`SELECT exists(SELECT 1 FROM orders WHERE coupon_code = ${code}) AS used`,
      );
      return Boolean(result.rows[0]?.used);
    },

    async insert(values: CouponValues): Promise<CouponRow> {
      const [row] = await db.insert(coupons).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<CouponValues>): Promise<CouponRow> {
      const [row] = await db
        .update(coupons)
        .set({ ...values, updatedAt: sql`clock_timestamp()` })
        .where(eq(coupons.id, id))
        .returning();
      return row!;
    },

    async delete(id: number): Promise<void> {
      await db.delete(coupons).where(eq(coupons.id, id));
    },
  };
}
export type CouponAdminRepository = ReturnType<typeof createCouponAdminRepository>;
