import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { couponDescriptionIn, couponState, GIFT_CARD_CATEGORY_ID, type Coupon } from '@matjar/core';
import { coupons, productCategories, productVariants, products, type Db, type DbHandle } from '@matjar/db';
import { countCouponUses, couponUsesByCode } from '../coupons/index.js';
import { sellsFromCodes } from '../stock/index.js';

export interface PricedProduct {
  id: number;
  name: string;
  nameEn: string | null;
  image: string | null;
  price: number;
  stock: number;
  isActive: boolean;
  discountType: 'percentage' | 'fixed' | null;
  discountValue: number;
  /** In the gift-card category (7), as its main category or a linked one. */
  inGiftCardCategory: boolean;
  /** A brand gift card, sold from its code inventory (stock's sellsFromCodes): checkout holds its codes. */
  soldFromCodes: boolean;
}

export interface PricedVariant {
  id: number;
  productId: number;
  name: string;
  nameEn: string | null;
  price: number;
  stock: number;
  isActive: boolean;
  /** Face value of a gift-card denomination; null for other goods. */
  denomination: number | null;
}

const couponColumns = {
  code: coupons.code,
  type: coupons.type,
  value: coupons.value,
  minOrder: coupons.minOrder,
  expiresAt: coupons.expiresAt,
  startsAt: coupons.startsAt,
  usageLimit: coupons.usageLimit,
  perCustomerLimit: coupons.perCustomerLimit,
  isActive: coupons.isActive,
  descriptionAr: coupons.description,
  descriptionEn: coupons.descriptionEn,
};

type CouponRow = Pick<typeof coupons.$inferSelect, Exclude<keyof typeof couponColumns, 'descriptionAr'>> & {
  descriptionAr: string;
};

export function toCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    minOrder: row.minOrder,
    expiresAt: row.expiresAt,
    startsAt: row.startsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    isActive: row.isActive,
    // An English description left empty reads as the Arabic one, never as nothing.
    description: {
      ar: row.descriptionAr,
      en: couponDescriptionIn({ ar: row.descriptionAr, en: row.descriptionEn }, 'en'),
    },
  };
}

/**
 * The products asked for with every variant they have (active or not, oldest first), in one round trip. A
 * prepared statement, built once: every cart quote and every order runs it, and planning it took longer than
 * running it (a list of ids as one array parameter, so its text never varies).
 */
function prepareProductsWithVariants(db: Db) {
  return db
    .select({
      product: {
        id: products.id,
        name: products.name,
        nameEn: products.nameEn,
        image: products.image,
        price: products.price,
        stock: products.stock,
        isActive: products.isActive,
        discountType: products.discountType,
        discountValue: products.discountValue,
        inGiftCardCategory: sql<boolean>`(${products.categoryId} = ${GIFT_CARD_CATEGORY_ID} or ${products.id} in (
          select ${productCategories.productId} from ${productCategories}
          where ${productCategories.categoryId} = ${GIFT_CARD_CATEGORY_ID}))`,
        soldFromCodes: sql<boolean>`${sellsFromCodes(sql.raw('"products"'))}`,
      },
      variant: {
        id: productVariants.id,
        productId: productVariants.productId,
        name: productVariants.name,
        nameEn: productVariants.nameEn,
        price: productVariants.price,
        stock: productVariants.stock,
        isActive: productVariants.isActive,
        denomination: productVariants.denomination,
      },
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(productVariants.createdAt), asc(productVariants.id))
    .prepare('pricing-products-with-variants');
}

/** The rows a cart is priced from, read fresh on every call: prices and stock are never cached here. */
export function createPricingRepository(db: DbHandle) {
  // Built on first use: the repository is made when the server starts, before anything is asked of the database.
  let pricedRows: ReturnType<typeof prepareProductsWithVariants> | undefined;
  return {
    /** The products asked for with every variant they have (active or not, oldest first). */
    async productsWithVariants(
      ids: readonly number[],
    ): Promise<{ products: PricedProduct[]; variants: PricedVariant[] }> {
      if (ids.length === 0) return { products: [], variants: [] };
      pricedRows ??= prepareProductsWithVariants(db);
      const rows = await pricedRows.execute({ ids: [...ids] });
      const byId = new Map<number, PricedProduct>();
      const variants: PricedVariant[] = [];
      for (const row of rows) {
        byId.set(row.product.id, row.product);
        if (row.variant) variants.push(row.variant);
      }
      return { products: [...byId.values()], variants };
    },

    /**
     * The coupon of a code with its uses so far (orders, coupon-uses.ts). Codes are stored upper-case
     * (coupons_code_upper_check), so the normalised code matches exactly.
     */
    async couponByCode(normalizedCode: string): Promise<{ coupon: Coupon; uses: number } | undefined> {
      const [row] = await db
        .select(couponColumns)
        .from(coupons)
        .where(eq(coupons.code, normalizedCode))
        .limit(1);
      if (!row) return undefined;
      return { coupon: toCoupon(row), uses: (await countCouponUses(db, normalizedCode)).total };
    },

    /** Public coupons in state 'active' (core's couponState), soonest expiry first: the cart page's list. */
    async listedCoupons(now: Date): Promise<Coupon[]> {
      const [rows, uses] = await Promise.all([
        db
          .select(couponColumns)
          .from(coupons)
          // A private coupon is never listed; typed, couponByCode still finds it.
          .where(and(eq(coupons.isActive, true), eq(coupons.isPrivate, false), gte(coupons.expiresAt, now)))
          .orderBy(asc(coupons.expiresAt), asc(coupons.code)),
        couponUsesByCode(db),
      ]);
      return rows
        .map(toCoupon)
        .filter((coupon) => couponState(coupon, uses.get(coupon.code) ?? 0, now) === 'active');
    },

    /**
     * The coupon of a code locked for the rest of the transaction (create-order): simultaneous orders using it
     * are counted one after another, so a coupon with one use left is used once.
     */
    async lockCouponByCode(code: string): Promise<Coupon | undefined> {
      const [row] = await db.select(couponColumns).from(coupons).where(eq(coupons.code, code)).for('update');
      return row ? toCoupon(row) : undefined;
    },
  };
}
export type PricingRepository = ReturnType<typeof createPricingRepository>;
