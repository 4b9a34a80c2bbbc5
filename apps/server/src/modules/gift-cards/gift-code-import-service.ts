import { eq, inArray, sql } from 'drizzle-orm';
import {
  AppError,
  dohaDate,
  GIFT_CARD_CATEGORY_ID,
  GIFT_CODE_IMPORT_MAX_CODES,
  isShopGiftCard,
  parseGiftCodeImport,
  type AdminGiftCodeImportBody,
  type AdminGiftCodeImportResponse,
  type AdminGiftCodePreviewResponse,
  type GiftCodeLineProblem,
  type ParsedGiftCode,
} from '@matjar/core';
import {
  giftCardCodeBatches,
  giftCardCodes,
  productCategories,
  productVariants,
  products,
  type Db,
  type DbTransaction,
  type GiftCodeVault,
} from '@matjar/db';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { changeStock } from '../stock/index.js';
import { notifyProductsChanged } from '../../events/products-changed.js';

/** Codes written per INSERT (a 5,000-code import is five statements). */
const INSERT_CHUNK = 1000;

interface PlannedCode extends ParsedGiftCode {
  variantId: number | null;
  value: number;
  hash: string;
}

interface ImportPlan {
  product: { id: number; name: string; nameEn: string | null };
  codes: PlannedCode[];
  problems: { line: number; problem: GiftCodeLineProblem }[];
  empty: number;
}

/** A brand gift card with its denominations; refused when the product is not one (or is the shop's own card). */
async function loadBrandCard(db: Db | DbTransaction, productId: number) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      brandId: products.brandId,
      price: products.price,
      isGiftCard: sql<boolean>`(${products.categoryId} = ${GIFT_CARD_CATEGORY_ID} or exists (
        select 1 from ${productCategories} pc where pc.product_id = ${products.id}
          and pc.category_id = ${GIFT_CARD_CATEGORY_ID}))`,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  if (!product.isGiftCard || isShopGiftCard(product.brandId)) {
    throw new AppError('GIFT_CODES_NOT_INVENTORY_CARD');
  }
  const variants = await db
    .select({
      id: productVariants.id,
      denomination: productVariants.denomination,
      price: productVariants.price,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return { product, variants };
}

/**
 * The import of brand codes (departure D25): a preview that stores nothing and names every problem (malformed
 * lines, duplicates in the text and against every code the shop holds, unknown denominations), then the
 * import itself: all the codes or none, one batch, the stock raised through the ledger, one log entry.
 */
export function createGiftCodeImportService(deps: { db: Db; vault: GiftCodeVault; now: () => Date }) {
  const { db, vault, now } = deps;

  async function plan(tx: Db | DbTransaction, body: AdminGiftCodeImportBody): Promise<ImportPlan> {
    const { product, variants } = await loadBrandCard(tx, body.product_id);
    const parsed = parseGiftCodeImport(body.text, dohaDate(now()));
    if (parsed.codes.length === 0 && parsed.problems.length === 0)
      throw new AppError('GIFT_CODES_IMPORT_EMPTY');
    if (parsed.codes.length > GIFT_CODE_IMPORT_MAX_CODES) {
      throw new AppError('GIFT_CODES_IMPORT_TOO_MANY', { max: GIFT_CODE_IMPORT_MAX_CODES });
    }
    const chosen = body.variant_id == null ? null : variants.find((v) => v.id === body.variant_id);
    if (body.variant_id != null && !chosen) throw new AppError('VARIANT_NOT_FOUND');
    const problems = [...parsed.problems];
    const codes: PlannedCode[] = [];
    for (const code of parsed.codes) {
      let variant: { id: number | null; value: number } | null = null;
      if (code.valueRiyals !== null) {
        const match = variants.find((v) => (v.denomination ?? v.price) === code.valueRiyals! * 100);
        variant = match ? { id: match.id, value: match.denomination ?? match.price } : null;
      } else if (chosen) {
        variant = { id: chosen.id, value: chosen.denomination ?? chosen.price };
      } else if (variants.length === 0) {
        variant = { id: null, value: product.price };
      }
      if (!variant) {
        problems.push({ line: code.line, problem: 'unknown_value' });
        continue;
      }
      codes.push({ ...code, variantId: variant.id, value: variant.value, hash: vault.hash(code.folded) });
    }
    // Against every code the shop holds, sold or not: a brand code is good once.
    const held = new Set<string>();
    for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
      const hashes = codes.slice(i, i + INSERT_CHUNK).map((c) => c.hash);
      const rows = await tx
        .select({ hash: giftCardCodes.codeHash })
        .from(giftCardCodes)
        .where(inArray(giftCardCodes.codeHash, hashes));
      for (const row of rows) held.add(row.hash);
    }
    const fresh = codes.filter((code) => {
      if (!held.has(code.hash)) return true;
      problems.push({ line: code.line, problem: 'duplicate_existing' });
      return false;
    });
    problems.sort((a, b) => a.line - b.line);
    return { product, codes: fresh, problems, empty: parsed.empty };
  }

  function perValue(codes: PlannedCode[]) {
    const counts = new Map<string, { variant_id: number | null; value: number; count: number }>();
    for (const code of codes) {
      const key = String(code.variantId);
      const entry = counts.get(key) ?? { variant_id: code.variantId, value: code.value, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
    return [...counts.values()].sort((a, b) => a.value - b.value);
  }

  async function preview(body: AdminGiftCodeImportBody): Promise<AdminGiftCodePreviewResponse> {
    const result = await plan(db, body);
    return {
      valid: result.codes.length,
      empty_lines: result.empty,
      per_value: perValue(result.codes),
      problems: result.problems,
      cost: result.codes.reduce((sum, code) => sum + (code.cost ?? 0), 0),
    };
  }

  async function importCodes(
    actor: ActivityActor,
    body: AdminGiftCodeImportBody,
  ): Promise<AdminGiftCodeImportResponse> {
    const { result, batchId } = await db.transaction(async (tx) => {
      const result = await plan(tx, body);
      if (result.problems.length > 0) {
        throw new AppError('GIFT_CODES_IMPORT_PROBLEMS', { count: result.problems.length });
      }
      if (result.codes.length === 0) throw new AppError('GIFT_CODES_IMPORT_EMPTY');
      const [batch] = await tx
        .insert(giftCardCodeBatches)
        .values({
          productId: result.product.id,
          name: body.batch_name,
          count: result.codes.length,
          adminUserId: actor.id,
          importedBy: actor.username,
        })
        .returning({ id: giftCardCodeBatches.id });
      let stored = 0;
      for (let i = 0; i < result.codes.length; i += INSERT_CHUNK) {
        const rows = result.codes.slice(i, i + INSERT_CHUNK).map((code) => ({
          productId: result.product.id,
          variantId: code.variantId,
          batchId: batch!.id,
          codeHash: code.hash,
          secret: vault.seal({ code: code.code, pin: code.pin, serial: code.serial }),
          expiresOn: code.expiresOn,
          cost: code.cost,
        }));
        // A code another import stored since the preview is skipped here, and then the whole import refused.
        const inserted = await tx
          .insert(giftCardCodes)
          .values(rows)
          .onConflictDoNothing({ target: giftCardCodes.codeHash })
          .returning({ id: giftCardCodes.id });
        stored += inserted.length;
      }
      if (stored !== result.codes.length) {
        throw new AppError('GIFT_CODES_IMPORT_PROBLEMS', { count: result.codes.length - stored });
      }
      const { shownChanged } = await changeStock(
        tx,
        perValue(result.codes).map((entry) => ({
          productId: result.product.id,
          variantId: entry.variant_id,
          delta: entry.count,
        })),
        {
          reason: 'codes_imported',
          actor: { adminUserId: actor.id, username: actor.username },
          note: body.batch_name,
          short: () => new Error('an import cannot lower stock'),
        },
      );
      await notifyProductsChanged(tx, [...shownChanged]);
      await recordActivity(tx, actor, {
        action: 'CREATE',
        entityType: 'gift_card_codes',
        entityId: batch!.id,
        // Named like every other entry, by the product's name in the shop's own language.
        entityName: `${result.product.name}: ${body.batch_name}`,
        new: { batch: body.batch_name, count: result.codes.length, product_id: result.product.id },
        description: `Loaded ${result.codes.length} gift-card codes for ${result.product.nameEn ?? result.product.name} (batch “${body.batch_name}”)`,
      });
      return { result, batchId: batch!.id };
    });
    return { batch_id: batchId, imported: result.codes.length, per_value: perValue(result.codes) };
  }

  return { preview, importCodes };
}
export type GiftCodeImportService = ReturnType<typeof createGiftCodeImportService>;
