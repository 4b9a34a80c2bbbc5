import { sql } from 'drizzle-orm';
import {
  addressKey,
  AppError,
  deliveryAddressLine,
  emailKey,
  MAX_OPEN_UNPAID_ORDERS,
  phoneKey,
  type StoreCreateOrderBody,
} from '@matjar/core';
import { executePrepared, type DbTransaction } from '@matjar/db';

/** The shopper's keys as stored on the order (orders.email_key, phone_key, address_key). */
export interface ShopperKeys {
  emailKey: string;
  phoneKey: string | null;
  addressKey: string | null;
}

/** Advisory-lock class of these counts, so their keys cannot collide with another feature's locks. */
const OPEN_ORDER_LOCK_CLASS = 7_401;

export function shopperKeys(body: StoreCreateOrderBody, physical: boolean): ShopperKeys {
  return {
    emailKey: emailKey(body.customer.email),
    phoneKey: phoneKey(body.customer.phone),
    // From the English line whatever the page's language, so switching language is not a new address.
    addressKey: physical ? addressKey(deliveryAddressLine(body.orderData, 'en')) : null,
  };
}

/**
 * Refuses a new order when the shopper already has MAX_OPEN_UNPAID_ORDERS orders holding stock unpaid
 * (pending; cash, or a card payment still open) under the same e-mail, phone or delivery address. Runs inside
 * the create-order transaction after locking each key, so simultaneous orders of one shopper are counted one
 * after another instead of all passing the same count.
 */
export async function refuseOverOpenOrderCap(tx: DbTransaction, keys: ShopperKeys, now: Date): Promise<void> {
  const lockNames = [
    `email:${keys.emailKey}`,
    keys.phoneKey && `phone:${keys.phoneKey}`,
    keys.addressKey && `address:${keys.addressKey}`,
  ].filter((name): name is string => Boolean(name));
  // One order of locking for every transaction (by hash), so two of them never wait on each other in a cycle.
  await executePrepared(
    tx,
    'open-order-locks',
    sql`
    SELECT pg_advisory_xact_lock(${OPEN_ORDER_LOCK_CLASS}, h)
    FROM (
      SELECT DISTINCT hashtext(name) AS h
      FROM unnest(ARRAY[${sql.join(
        lockNames.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[]) AS name
      ORDER BY h
    ) AS keys`,
  );
  const result = await executePrepared<{ n: number }>(
    tx,
    'open-unpaid-orders',
    sql`
    SELECT count(*)::int AS n FROM orders
    WHERE status = 'pending'
      AND (payment_status IS NULL OR payment_status = 'pending')
      -- A card payment past its window is released by the expiry sweep; it holds nothing any more.
      AND (payment_expires_at IS NULL OR payment_expires_at > ${now.toISOString()})
      AND (email_key = ${keys.emailKey} OR phone_key = ${keys.phoneKey} OR address_key = ${keys.addressKey})`,
  );
  const open = result.rows[0]?.n ?? 0;
  if (open >= MAX_OPEN_UNPAID_ORDERS) {
    throw new AppError('TOO_MANY_OPEN_ORDERS', { max: MAX_OPEN_UNPAID_ORDERS });
  }
}
