import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  AppError,
  SAVED_ADDRESSES_MAX,
  deliveryAddressProblems,
  errorMessage,
  findQatarCity,
  latinDigits,
  type StoreAddress,
  type StoreAddressBody,
} from '@matjar/core';
import { customerAddresses, customers, type Db, type DbTransaction } from '@matjar/db';

type AddressRow = typeof customerAddresses.$inferSelect;

const FIELD_OF = {
  shipping_city: 'city',
  shipping_zone: 'zone',
  shipping_street: 'street',
  shipping_building: 'building',
  shipping_unit: 'unit',
  shipping_landmark: 'landmark',
} as const;

function toStoreAddress(row: AddressRow): StoreAddress {
  return {
    id: row.id,
    label: row.label,
    city: row.city,
    zone: row.zone,
    street: row.street,
    building: row.building,
    unit: row.unit,
    landmark: row.landmark,
    isDefault: row.isDefault,
  };
}

/** Checked as create-order checks a delivery address (D14), then stored the way it will be sent back. */
function deliverable(body: StoreAddressBody) {
  const problems = deliveryAddressProblems({
    shipping_city: body.city,
    shipping_zone: body.zone,
    shipping_street: body.street,
    shipping_building: body.building,
    shipping_unit: body.unit,
    shipping_landmark: body.landmark,
  });
  if (problems.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      {
        issues: problems.map(({ field, code }) => ({
          path: ['body', FIELD_OF[field]],
          code,
          message: errorMessage(code, 'en'),
          messageAr: errorMessage(code, 'ar'),
        })),
      },
    );
  }
  return {
    label: body.label,
    city: findQatarCity(body.city)!,
    zone: latinDigits(body.zone),
    street: latinDigits(body.street),
    building: latinDigits(body.building).toUpperCase(),
    unit: body.unit,
    landmark: body.landmark,
  };
}

/**
 * A customer's saved delivery addresses (decision 037). Every query is scoped by the signed-in customer, so
 * another customer's address id answers 404 ADDRESS_NOT_FOUND like an id that does not exist. Writes lock
 * the customer's row first: two tabs adding at once cannot pass the limit or leave two defaults.
 */
export function createAddressService(db: Db) {
  const lockCustomer = (tx: DbTransaction, customerId: number) =>
    tx.execute(sql`SELECT id FROM ${customers} WHERE id = ${customerId} FOR UPDATE`);

  const owned = (customerId: number, id: number) =>
    and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId));

  async function clearDefault(tx: DbTransaction, customerId: number, exceptId?: number) {
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          eq(customerAddresses.isDefault, true),
          ...(exceptId === undefined ? [] : [ne(customerAddresses.id, exceptId)]),
        ),
      );
  }

  return {
    /** The default first, then the newest. */
    async list(customerId: number): Promise<StoreAddress[]> {
      const rows = await db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.id));
      return rows.map(toStoreAddress);
    },

    async create(customerId: number, body: StoreAddressBody): Promise<StoreAddress> {
      const values = deliverable(body);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [counted] = await tx
          .select({ n: count() })
          .from(customerAddresses)
          .where(eq(customerAddresses.customerId, customerId));
        const existing = counted?.n ?? 0;
        if (existing >= SAVED_ADDRESSES_MAX) {
          throw new AppError('ADDRESS_LIMIT_REACHED', { max: SAVED_ADDRESSES_MAX });
        }
        const isDefault = body.isDefault || existing === 0;
        if (isDefault) await clearDefault(tx, customerId);
        const [row] = await tx
          .insert(customerAddresses)
          .values({ ...values, customerId, isDefault })
          .returning();
        return toStoreAddress(row!);
      });
    },

    /**
     * An order's delivery address kept for next time ("save this address", decision 037), checked as the
     * order's was. Nothing is added when the customer already has it (the same parts, digits and letter case
     * as stored) or has the most addresses allowed: the order it came with is placed either way. The first
     * address becomes the default.
     */
    async saveFromOrder(
      customerId: number,
      address: Omit<StoreAddressBody, 'label' | 'isDefault'>,
    ): Promise<'saved' | 'known' | 'full'> {
      const values = deliverable({ ...address, label: '', isDefault: false });
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const rows = await tx
          .select()
          .from(customerAddresses)
          .where(eq(customerAddresses.customerId, customerId));
        const same = (row: AddressRow) =>
          row.city === values.city &&
          row.zone === values.zone &&
          row.street === values.street &&
          row.building === values.building &&
          row.unit === values.unit &&
          row.landmark === values.landmark;
        if (rows.some(same)) return 'known';
        if (rows.length >= SAVED_ADDRESSES_MAX) return 'full';
        await tx.insert(customerAddresses).values({ ...values, customerId, isDefault: rows.length === 0 });
        return 'saved';
      });
    },

    /** isDefault true makes it the default; false leaves the default as it is (there is always one). */
    async update(customerId: number, id: number, body: StoreAddressBody): Promise<StoreAddress> {
      const values = deliverable(body);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        if (body.isDefault) await clearDefault(tx, customerId, id);
        const [row] = await tx
          .update(customerAddresses)
          .set({ ...values, ...(body.isDefault ? { isDefault: true } : {}), updatedAt: new Date() })
          .where(owned(customerId, id))
          .returning();
        if (!row) throw new AppError('ADDRESS_NOT_FOUND');
        return toStoreAddress(row);
      });
    },

    async makeDefault(customerId: number, id: number): Promise<StoreAddress> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        await clearDefault(tx, customerId, id);
        const [row] = await tx
          .update(customerAddresses)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(owned(customerId, id))
          .returning();
        if (!row) throw new AppError('ADDRESS_NOT_FOUND');
        return toStoreAddress(row);
      });
    },

    /** Deleting the default makes the oldest remaining address the default. */
    async remove(customerId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [row] = await tx.delete(customerAddresses).where(owned(customerId, id)).returning();
        if (!row) throw new AppError('ADDRESS_NOT_FOUND');
        if (!row.isDefault) return;
        const [next] = await tx
          .select({ id: customerAddresses.id })
          .from(customerAddresses)
          .where(eq(customerAddresses.customerId, customerId))
          .orderBy(asc(customerAddresses.id))
          .limit(1);
        if (next) {
          await tx
            .update(customerAddresses)
            .set({ isDefault: true })
            .where(eq(customerAddresses.id, next.id));
        }
      });
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
