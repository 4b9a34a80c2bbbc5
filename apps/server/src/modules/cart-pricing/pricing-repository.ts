import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { GIFT_CARD_CATEGORY_ID, type Coupon } from '@matjar/core';
import { coupons, productCategories, productVariants, products, type Db } from '@matjar/db';

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
  isActive: coupons.isActive,
  descriptionAr: coupons.description,
  descriptionEn: coupons.descriptionEn,
};

type CouponRow = { [K in keyof typeof couponColumns]: (typeof couponColumns)[K]['_']['data'] };

function toCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    minOrder: row.minOrder,
    expiresAt: row.expiresAt,
    isActive: row.isActive,
    description: { ar: row.descriptionAr, en: row.descriptionEn },
  };
}

/** The rows a cart is priced from, read fresh on every call: prices and stock are never cached here. */
export function createPricingRepository(db: Db) {
  return {
    async productsByIds(ids: readonly number[]): Promise<PricedProduct[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          name: products.name,
          nameEn: products.nameEn,
          image: products.image,
          price: products.price,
          stock: products.stock,
          isActive: products.isActive,
          discountType: products.discountType,
          discountValue: products.discountValue,
          inGiftCardCategory: sql<boolean>`(${products.categoryId} = ${GIFT_CARD_CATEGORY_ID} or exists (
            select 1 from ${productCategories}
            where ${productCategories.productId} = ${products.id}
              and ${productCategories.categoryId} = ${GIFT_CARD_CATEGORY_ID}))`,
        })
        .from(products)
        .where(inArray(products.id, [...ids]));
    },

    /** Every variant of these products (active or not), oldest first as the product page lists them. */
    async variantsOfProducts(productIds: readonly number[]): Promise<PricedVariant[]> {
      if (productIds.length === 0) return [];
      return db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          name: productVariants.name,
          nameEn: productVariants.nameEn,
          price: productVariants.price,
          stock: productVariants.stock,
          isActive: productVariants.isActive,
          denomination: productVariants.denomination,
        })
        .from(productVariants)
        .where(inArray(productVariants.productId, [...productIds]))
        .orderBy(asc(productVariants.createdAt), asc(productVariants.id));
    },

    /** Codes are stored upper-case (coupons_code_upper_check), so the normalised code matches exactly. */
    async couponByCode(normalizedCode: string): Promise<Coupon | undefined> {
      const [row] = await db
        .select(couponColumns)
        .from(coupons)
        .where(eq(coupons.code, normalizedCode))
        .limit(1);
      return row ? toCoupon(row) : undefined;
    },

    /** Active and unexpired, soonest expiry first (the cart page's list). */
    async listedCoupons(now: Date): Promise<Coupon[]> {
      const rows = await db
        .select(couponColumns)
        .from(coupons)
        .where(and(eq(coupons.isActive, true), gte(coupons.expiresAt, now)))
        .orderBy(asc(coupons.expiresAt), asc(coupons.code));
      return rows.map(toCoupon);
    },
  };
}
export type PricingRepository = ReturnType<typeof createPricingRepository>;
