import {
  AppError,
  couponWindow,
  type AdminCoupon,
  type AdminCouponListQuery,
  type AdminCreateCouponBody,
  type AdminUpdateCouponBody,
} from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import { changedFields, recordActivity, type ActivityActor } from '../audit/index.js';
import { uniqueViolation } from '../../sql/postgres-errors.js';
import {
  createCouponAdminRepository,
  toAdminCoupon,
  type CouponAdminRepository,
  type CouponRow,
  type CouponValues,
} from './coupon-admin-repository.js';

const ENTITY = 'coupon';

function toValues(body: AdminCreateCouponBody): CouponValues {
  const { startsAt, expiresAt } = couponWindow(body);
  return {
    code: body.code,
    type: body.type,
    // A free-delivery coupon waives the whole fee of the address's zone: it has no amount of its own.
    value: body.type === 'free_delivery' ? 0 : body.value,
    minOrder: body.min_order,
    startsAt,
    expiresAt,
    usageLimit: body.usage_limit,
    perCustomerLimit: body.per_customer_limit,
    description: body.description_ar,
    descriptionEn: body.description_en,
    isActive: body.is_active,
    isPrivate: body.is_private,
  };
}

/** What the activity log keeps of a coupon: the fields staff edit, dates as instants. */
function audited(row: CouponRow) {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    min_order: row.minOrder,
    starts_at: row.startsAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    description_ar: row.description,
    description_en: row.descriptionEn,
    is_active: row.isActive,
    is_private: row.isPrivate,
  };
}

/** A duplicate code surfaces as the unique constraint's violation, whichever request got there first. */
async function mapCodeTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('COUPON_CODE_TAKEN');
    throw error;
  }
}

/**
 * The back office's coupons. Every change and its activity entry are one transaction. The
 * storefront reads coupons fresh on every request (no cache to drop), so a change shows there at once.
 */
export function createCouponAdminService(db: Db, repository: CouponAdminRepository) {
  async function usage(tx: DbTransaction, code: string) {
    return {
      uses: await createCouponAdminRepository(tx).uses(code),
      everUsed: await createCouponAdminRepository(tx).everUsed(code),
    };
  }

  async function load(id: number, now: Date): Promise<AdminCoupon> {
    const row = await repository.byId(id);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    const [uses, everUsed] = await Promise.all([repository.uses(row.code), repository.everUsed(row.code)]);
    return toAdminCoupon(row, uses, everUsed, now);
  }

  return {
    async list(query: AdminCouponListQuery, now: Date): Promise<AdminCoupon[]> {
      const search = query.q ? query.q.normalize('NFKC').toUpperCase() : undefined;
      const { rows, uses } = await repository.list(search);
      const all = rows.map((row) => toAdminCoupon(row, uses.get(row.code) ?? 0, uses.has(row.code), now));
      return query.state ? all.filter((coupon) => coupon.state === query.state) : all;
    },

    load,

    async create(actor: ActivityActor, body: AdminCreateCouponBody, now: Date): Promise<AdminCoupon> {
      const row = await mapCodeTaken(() =>
        db.transaction(async (tx) => {
          const created = await createCouponAdminRepository(tx).insert(toValues(body));
          await recordActivity(tx, actor, {
            action: 'CREATE',
            entityType: ENTITY,
            entityId: created.id,
            entityName: created.code,
            new: audited(created),
            description: `Created coupon ${created.code}`,
          });
          return created;
        }),
      );
      return toAdminCoupon(row, 0, false, now);
    },

    /**
     * A full edit against the version it was loaded at (409 COUPON_CHANGED otherwise). Once an order used the
     * code, the code stays (409 COUPON_CODE_LOCKED): orders keep the code, and uses are counted by it.
     */
    async update(
      actor: ActivityActor,
      id: number,
      body: AdminUpdateCouponBody,
      now: Date,
    ): Promise<AdminCoupon> {
      const { row, uses, everUsed } = await mapCodeTaken(() =>
        db.transaction(async (tx) => {
          const before = await createCouponAdminRepository(tx).byId(id, true);
          if (!before) throw new AppError('COUPON_NOT_FOUND');
          if (before.updatedAt.toISOString() !== body.version) throw new AppError('COUPON_CHANGED');
          if (body.code !== before.code && (await createCouponAdminRepository(tx).everUsed(before.code))) {
            throw new AppError('COUPON_CODE_LOCKED');
          }
          const after = await createCouponAdminRepository(tx).update(id, toValues(body));
          const changes = changedFields(audited(before), audited(after));
          await recordActivity(tx, actor, {
            action: 'UPDATE',
            entityType: ENTITY,
            entityId: id,
            entityName: after.code,
            ...changes,
            description: `Edited coupon ${after.code}`,
          });
          return { row: after, ...(await usage(tx, after.code)) };
        }),
      );
      return toAdminCoupon(row, uses, everUsed, now);
    },

    async setActive(actor: ActivityActor, id: number, isActive: boolean, now: Date): Promise<AdminCoupon> {
      const { row, uses, everUsed } = await db.transaction(async (tx) => {
        const before = await createCouponAdminRepository(tx).byId(id, true);
        if (!before) throw new AppError('COUPON_NOT_FOUND');
        const after =
          before.isActive === isActive
            ? before
            : await createCouponAdminRepository(tx).update(id, { isActive });
        if (after !== before) {
          await recordActivity(tx, actor, {
            action: 'UPDATE',
            entityType: ENTITY,
            entityId: id,
            entityName: after.code,
            old: { is_active: before.isActive },
            new: { is_active: after.isActive },
            description: `${isActive ? 'Activated' : 'Deactivated'} coupon ${after.code}`,
          });
        }
        return { row: after, ...(await usage(tx, after.code)) };
      });
      return toAdminCoupon(row, uses, everUsed, now);
    },

    /** Only a coupon no order ever named (canceled ones too: they are history) can go; else 409 COUPON_IN_USE. */
    async remove(actor: ActivityActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await createCouponAdminRepository(tx).byId(id, true);
        if (!before) throw new AppError('COUPON_NOT_FOUND');
        if (await createCouponAdminRepository(tx).everUsed(before.code)) throw new AppError('COUPON_IN_USE');
        await createCouponAdminRepository(tx).delete(id);
        await recordActivity(tx, actor, {
          action: 'DELETE',
          entityType: ENTITY,
          entityId: id,
          entityName: before.code,
          old: audited(before),
          description: `Deleted coupon ${before.code}`,
        });
      });
    },
  };
}
export type CouponAdminService = ReturnType<typeof createCouponAdminService>;
