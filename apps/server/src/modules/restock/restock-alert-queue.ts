import { sql } from 'drizzle-orm';
import { applyDiscount } from '@matjar/core';
import type { DbTransaction } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { RESTOCK_ALERT_KIND } from '../../mail/mail-queue.js';
import type { RestockAlertEmail } from '../../mail/templates/restock-alert.js';
import { idArray } from '../../sql/id-array.js';
import { restockSecret, signRestockToken } from './restock-token.js';

type DueAlert = {
  id: number;
  email: string;
  locale: 'ar' | 'en';
  product_id: number;
  variant_id: number | null;
  since: string;
  name: string;
  name_en: string | null;
  variant_name: string | null;
  variant_name_en: string | null;
  price: number;
  variant_price: number | null;
  discount_type: 'percentage' | 'fixed' | null;
  discount_value: number;
  image: string | null;
};

/**
 * Called by the stock ledger, in its transaction, for the products and variants whose stock just went from
 * sold out to more (decision 036): every waiting subscription of them is stamped notified and its e-mail queued
 * through the outbox, so it is sent once, and only if the stock change commits. A product subscription
 * (variant_id null) waits for the product's stock; a variant's for the variant's.
 */
export async function queueRestockAlerts(
  tx: DbTransaction,
  back: { productIds: readonly number[]; variantIds: readonly number[] },
): Promise<number> {
  const due = await tx.execute<DueAlert>(sql`
    WITH due AS (
      UPDATE restock_alerts SET notified_at = now()
      WHERE notified_at IS NULL AND unsubscribed_at IS NULL
        AND ((variant_id IS NULL AND product_id = ANY(${idArray(back.productIds)}))
          OR variant_id = ANY(${idArray(back.variantIds)}))
      RETURNING id, email, locale, product_id, variant_id, subscribed_at
    )
    SELECT due.id, due.email, due.locale, due.product_id, due.variant_id,
      floor(extract(epoch FROM due.subscribed_at))::bigint::text AS since,
      p.name, p.name_en, v.name AS variant_name, v.name_en AS variant_name_en,
      p.price, v.price AS variant_price, p.discount_type, p.discount_value, p.image
    FROM due
    JOIN products p ON p.id = due.product_id
    LEFT JOIN product_variants v ON v.id = due.variant_id`);
  if (due.rows.length === 0) return 0;
  const secret = await restockSecret(tx);
  const rows = due.rows.map((alert) => {
    const payload: RestockAlertEmail = {
      to: alert.email,
      locale: alert.locale,
      alertId: alert.id,
      productId: alert.product_id,
      productName: alert.name,
      productNameEn: alert.name_en,
      variantName: alert.variant_name,
      variantNameEn: alert.variant_name_en,
      // The e-mail opens the variant asked for, with what it costs now and the product's picture.
      variantId: alert.variant_id,
      price: applyDiscount(alert.variant_price ?? alert.price, alert.discount_type, alert.discount_value),
      imagePath: alert.image,
      token: signRestockToken(secret, alert),
      oneClickToken: signRestockToken(secret, alert, 'one-click'),
    };
    // One e-mail per subscription: a new request after it was sent starts again with a new subscribed_at.
    return { k: `restock-alert:${alert.id}:${alert.since}`, p: payload };
  });
  await tx.execute(sql`
    WITH queued AS (
      INSERT INTO outbox (kind, dedupe_key, payload, next_attempt_at)
      SELECT ${RESTOCK_ALERT_KIND}, r.k, r.p, now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(k text, p jsonb)
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id
    )
    SELECT pg_notify(${CHANNELS.outbox}, ${RESTOCK_ALERT_KIND}) FROM (SELECT 1 FROM queued LIMIT 1) AS any_queued`);
  return rows.length;
}
