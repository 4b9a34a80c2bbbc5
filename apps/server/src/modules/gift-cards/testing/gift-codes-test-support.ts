import { randomBytes } from 'node:crypto';
import { foldInventoryCode } from '@matjar/core';
import {
  createGiftCodeVault,
  giftCardCodeBatches,
  giftCardCodes,
  openShopCardCode,
  shopCardCodeColumns,
  type Db,
} from '@matjar/db';

/** The gift-codes key every test app runs with (buildTestApp), so fixtures seal codes the app can open. */
export const TEST_GIFT_CODES_KEY = 'a1'.repeat(32);
export const testGiftCodeVault = () => createGiftCodeVault(Buffer.from(TEST_GIFT_CODES_KEY, 'hex'));

/** A shop card's code columns as the app stores them (hashed and sealed under the test key), for fixtures. */
export const testShopCardCode = (code: string) => shopCardCodeColumns(testGiftCodeVault(), code);

/** A stored shop card's code, opened under the test key (null for a brand's card). */
export const openTestShopCardCode = (card: { codeSealed: string | null }) =>
  card.codeSealed === null ? null : openShopCardCode(testGiftCodeVault(), card.codeSealed);

/** A made-up brand code, unique per call: letters and digits in groups, like a brand's. */
export function fakeBrandCode(prefix = 'TST'): string {
  const body = randomBytes(8).toString('hex').toUpperCase();
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}-${body.slice(12)}`;
}

/**
 * Puts `codes` (or `count` made-up ones) into a brand card's inventory as a fixture: sealed under the test key,
 * available, without touching the stock (the fixture sets the stock to match). Returns the codes.
 */
export async function insertTestGiftCodes(
  db: Db,
  target: { productId: number; variantId: number | null; count?: number; codes?: string[]; pin?: string },
): Promise<string[]> {
  const vault = testGiftCodeVault();
  const codes = target.codes ?? Array.from({ length: target.count ?? 1 }, () => fakeBrandCode());
  const [batch] = await db
    .insert(giftCardCodeBatches)
    .values({ productId: target.productId, name: 'fixture', count: codes.length, importedBy: 'test' })
    .returning({ id: giftCardCodeBatches.id });
  await db.insert(giftCardCodes).values(
    codes.map((code) => ({
      productId: target.productId,
      variantId: target.variantId,
      batchId: batch!.id,
      codeHash: vault.hash(foldInventoryCode(code)),
      secret: vault.seal({ code, pin: target.pin ?? null, serial: null }),
    })),
  );
  return codes;
}
