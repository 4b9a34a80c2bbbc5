import { sql } from 'drizzle-orm';
import {
  AppError,
  emailKey,
  isSoldOut,
  type Locale,
  type StoreRestockAlertBody,
  type StoreRestockSubscription,
} from '@matjar/core';
import type { Database } from '@matjar/db';
import { requireClient, type RequestClient } from '../../http/request-client.js';
import type { RateLimiter } from '../rate-limits/index.js';
import {
  restockSecret,
  restockTokenId,
  restockTokenMatches,
  type RestockTokenPurpose,
} from './restock-token.js';

type Target = {
  stock: number;
  variant_stock: number | null;
  variant_count: number;
};

type AlertRow = {
  id: number;
  email: string;
  unsubscribed: boolean;
  name: string;
  name_en: string | null;
  variant_name: string | null;
  variant_name_en: string | null;
};

/**
 * "Notify me when available" (decision 036): a shopper leaves an e-mail on a sold-out product
 * or variant; the stock ledger e-mails them once when it comes back (restock-alert-queue.ts); the e-mail's
 * signed link unsubscribes without signing in.
 */
export function createRestockService(deps: { database: Database; limiter: RateLimiter }) {
  const { database, limiter } = deps;
  const { db } = database;

  async function subscribe(body: StoreRestockAlertBody, locale: Locale, client?: RequestClient) {
    await limiter.take([
      ['restock-alert-address', requireClient(client).ip],
      ['restock-alert-email', emailKey(body.email)],
    ]);
    const variantId = body.variantId ?? null;
    const found = await db.execute<Target>(sql`
      SELECT p.stock, v.stock AS variant_stock,
        (SELECT count(*)::int FROM product_variants pv WHERE pv.product_id = p.id AND pv.is_active) AS variant_count
      FROM products p
      LEFT JOIN product_variants v ON v.id = ${variantId}::int AND v.product_id = p.id AND v.is_active
      WHERE p.id = ${body.productId} AND p.is_active`);
    const target = found.rows[0];
    if (!target) throw new AppError('PRODUCT_NOT_FOUND');
    if (variantId !== null && target.variant_stock === null) throw new AppError('VARIANT_NOT_FOUND');
    const stock = variantId === null ? target.stock : target.variant_stock!;
    if (!isSoldOut(stock)) throw new AppError('RESTOCK_ALERT_IN_STOCK');
    // One row per address and item: asking again keeps it (in the new language); asking after the e-mail went
    // out, or after unsubscribing, starts it again.
    await db.execute(sql`
      INSERT INTO restock_alerts (email, product_id, variant_id, locale)
      VALUES (${body.email.trim().toLowerCase()}, ${body.productId}, ${variantId}::int, ${locale})
      ON CONFLICT ON CONSTRAINT restock_alerts_email_item DO UPDATE SET
        locale = excluded.locale,
        subscribed_at = CASE WHEN restock_alerts.notified_at IS NULL AND restock_alerts.unsubscribed_at IS NULL
          THEN restock_alerts.subscribed_at ELSE now() END,
        notified_at = NULL,
        unsubscribed_at = NULL`);
  }

  /** The subscription a signed token names, or the one refusal for every bad token. */
  async function alertOf(token: string, purpose: RestockTokenPurpose = 'link'): Promise<AlertRow> {
    const id = restockTokenId(token);
    if (id === null) throw new AppError('RESTOCK_UNSUBSCRIBE_INVALID');
    const found = await db.execute<AlertRow>(sql`
      SELECT a.id, a.email, a.unsubscribed_at IS NOT NULL AS unsubscribed,
        p.name, p.name_en, v.name AS variant_name, v.name_en AS variant_name_en
      FROM restock_alerts a
      JOIN products p ON p.id = a.product_id
      LEFT JOIN product_variants v ON v.id = a.variant_id
      WHERE a.id = ${id}`);
    const alert = found.rows[0];
    const secret = await restockSecret(db);
    if (!alert || !restockTokenMatches(secret, token, alert, purpose)) {
      throw new AppError('RESTOCK_UNSUBSCRIBE_INVALID');
    }
    return alert;
  }

  const shown = (alert: AlertRow, unsubscribed: boolean): StoreRestockSubscription => ({
    productName: alert.name,
    productNameEn: alert.name_en,
    variantName: alert.variant_name,
    variantNameEn: alert.variant_name_en,
    unsubscribed,
  });

  return {
    subscribe,
    /** What the unsubscribe page shows before the shopper confirms (a GET changes nothing). */
    async subscription(token: string): Promise<StoreRestockSubscription> {
      const alert = await alertOf(token);
      return shown(alert, alert.unsubscribed);
    },
    /**
     * Stops the e-mail; again on a stopped one answers the same. `purpose` "one-click" takes the
     * List-Unsubscribe header's token (RFC 8058), which works here and nowhere else.
     */
    async unsubscribe(
      token: string,
      purpose: RestockTokenPurpose = 'link',
    ): Promise<StoreRestockSubscription> {
      const alert = await alertOf(token, purpose);
      await db.execute(
        sql`UPDATE restock_alerts SET unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE id = ${alert.id}`,
      );
      return shown(alert, true);
    },
  };
}
export type RestockService = ReturnType<typeof createRestockService>;
