import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { foldInventoryCode, GIFT_CARD_BRAND_PREFIXES, GIFT_CARD_CATEGORY_ID } from '@matjar/core';
import type { Db } from '../client/types.js';
import type { GiftCodeVault } from '../gift-codes/gift-code-vault.js';
import { giftCardCodeBatches, giftCardCodes } from '../schema/index.js';

/** Demo codes per denomination of each brand card: enough to try the shop, few enough to see one sell out. */
export const DEMO_CODES_PER_VALUE = 20;
const DEMO_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The demo codes' shape, for the journeys that reveal one. */
export const DEMO_BRAND_CODE_PATTERN = /^DEMO-[A-Z]+-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

/** A made-up code that says what it is: DEMO-<brand>-XXXX-XXXX-XXXX. No brand will take it. */
export function demoBrandCode(prefix: string): string {
  const chars = [...randomBytes(12)].map((b) => DEMO_ALPHABET[b % DEMO_ALPHABET.length]).join('');
  return `DEMO-${prefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/**
 * The demo shop's code inventory (departure D25): every brand card's denominations get DEMO_CODES_PER_VALUE
 * made-up codes, marked demo and sealed like real ones, and their stock is that count, so a fresh shop sells
 * gift cards out of the box. Without a vault (tests that seed without the server's key) the cards hold no
 * codes and read sold out, as a real shop's do until staff load codes.
 */
export async function insertDemoGiftCodes(db: Db, vault: GiftCodeVault | undefined): Promise<void> {
  const brandIds = Object.keys(GIFT_CARD_BRAND_PREFIXES).map(Number);
  const ids = sql.join(
    brandIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ product_id: number; brand_id: number; variant_id: number | null }>(sql`
    SELECT p.id AS product_id, p.brand_id, v.id AS variant_id FROM products p
    LEFT JOIN product_variants v ON v.product_id = p.id
    WHERE p.brand_id IN (${ids}) AND EXISTS (SELECT 1 FROM product_categories pc
      WHERE pc.product_id = p.id AND pc.category_id = ${GIFT_CARD_CATEGORY_ID})
    ORDER BY p.id, v.id`);
  const perValue = vault ? DEMO_CODES_PER_VALUE : 0;
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  for (const [productId, values] of byProduct) {
    await db.execute(sql`UPDATE product_variants SET stock = ${perValue} WHERE product_id = ${productId}`);
    await db.execute(sql`UPDATE products SET stock = ${perValue * values.filter((v) => v.variant_id !== null).length || perValue}
      WHERE id = ${productId}`);
    if (!vault) continue;
    const [batch] = await db
      .insert(giftCardCodeBatches)
      .values({
        productId,
        name: 'Demo codes',
        count: perValue * values.length,
        importedBy: 'seed',
        isDemo: true,
      })
      .returning({ id: giftCardCodeBatches.id });
    const prefix = GIFT_CARD_BRAND_PREFIXES[values[0]!.brand_id]!;
    await db.insert(giftCardCodes).values(
      values.flatMap((value) =>
        Array.from({ length: perValue }, () => {
          const code = demoBrandCode(prefix);
          return {
            productId,
            variantId: value.variant_id,
            batchId: batch!.id,
            codeHash: vault.hash(foldInventoryCode(code)),
            secret: vault.seal({ code, pin: null, serial: null }),
            isDemo: true,
          };
        }),
      ),
    );
  }
}
