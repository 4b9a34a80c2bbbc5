import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { GIFT_CARD_CATEGORY_ID } from '@matjar/core';
import { brands, categories, orderItems, orders, productVariants, products, type Db } from '@matjar/db';
import { insertTestGiftCodes } from '../../gift-cards/testing/gift-codes-test-support.js';

/** Apple's brand id in the gift-card prefix table of storefront §9 (codes start APPLE-). */
export const APPLE_BRAND_ID = 29;

/**
 * A physical product (stock 10) and an Apple gift card with 50 and 100 QAR denominations (stock 100 each,
 * so the product holds 200), for payment tests that insert their orders directly.
 */
export async function insertPaymentFixture(db: Db) {
  const tag = randomUUID().slice(0, 8);
  const [category] = await db
    .insert(categories)
    .values({ name: `فئة ${tag}`, nameEn: `Category ${tag}` })
    .returning();
  // The gift-card category (storefront §9: category 7), so create-order treats the card as a gift card.
  await db
    .insert(categories)
    .values({ id: GIFT_CARD_CATEGORY_ID, name: 'بطاقات الهدايا', nameEn: 'Gift cards' })
    .onConflictDoNothing();
  const [brand] = await db
    .insert(brands)
    .values({ name: `علامة ${tag}`, nameEn: `Brand ${tag}` })
    .returning();
  const [apple] = await db
    .insert(brands)
    .values({ id: APPLE_BRAND_ID, name: `آبل ${tag}`, nameEn: `Apple ${tag}` })
    .onConflictDoNothing()
    .returning();
  const [speaker, giftCard] = await db
    .insert(products)
    .values([
      {
        name: `سماعة ${tag}`,
        nameEn: `Speaker ${tag}`,
        description: 'وصف',
        price: 20_000,
        stock: 10,
        categoryId: category!.id,
        brandId: brand!.id,
      },
      {
        name: `بطاقة آبل ${tag}`,
        nameEn: `Apple card ${tag}`,
        description: 'وصف',
        price: 5_000,
        stock: 200,
        categoryId: GIFT_CARD_CATEGORY_ID,
        brandId: apple?.id ?? APPLE_BRAND_ID,
      },
    ])
    .returning();
  const [card50, card100] = await db
    .insert(productVariants)
    .values([
      {
        productId: giftCard!.id,
        name: '50 ر.ق',
        nameEn: '50 QAR',
        price: 5_000,
        stock: 100,
        denomination: 5_000,
      },
      {
        productId: giftCard!.id,
        name: '100 ر.ق',
        nameEn: '100 QAR',
        price: 9_500,
        stock: 100,
        denomination: 10_000,
      },
    ])
    .returning();
  // A brand card's stock is its count of unsold codes: each denomination holds as many codes as its stock.
  // The shop's own card: a gift card of a brand without a prefix of its own, whose codes the shop makes (GIFT-).
  const [shopCard] = await db
    .insert(products)
    .values({
      name: `بطاقة المتجر ${tag}`,
      nameEn: `Shop card ${tag}`,
      description: 'وصف',
      price: 5_000,
      stock: 100,
      categoryId: GIFT_CARD_CATEGORY_ID,
      brandId: brand!.id,
    })
    .returning();
  const [shop50] = await db
    .insert(productVariants)
    .values({
      productId: shopCard!.id,
      name: '50 ر.ق',
      nameEn: '50 QAR',
      price: 5_000,
      stock: 100,
      denomination: 5_000,
    })
    .returning();
  const [codes50, codes100] = await Promise.all(
    [card50!, card100!].map((card) =>
      insertTestGiftCodes(db, { productId: giftCard!.id, variantId: card.id, count: card.stock }),
    ),
  );
  return {
    speaker: speaker!,
    giftCard: giftCard!,
    card50: card50!,
    card100: card100!,
    shopCard: shopCard!,
    shop50: shop50!,
    codes: { card50: codes50!, card100: codes100! },
  };
}

export interface FixtureLine {
  product: { id: number; name: string; nameEn: string | null; price: number };
  variant?: { id: number; name: string; price: number };
  quantity: number;
  isGiftCard?: boolean;
}

let sequence = 0;

/**
 * An online order as create-order leaves it: pending payment, stock taken from each line (variant and its
 * product). Amounts in dirhams; no shipping or coupon, so the total is the sum of the lines.
 */
export async function insertOnlineOrder(
  db: Db,
  lines: FixtureLine[],
  options: { locale?: 'ar' | 'en'; email?: string; phone?: string | null; name?: string } = {},
) {
  const total = lines.reduce((sum, l) => sum + (l.variant?.price ?? l.product.price) * l.quantity, 0);
  const giftOnly = lines.every((l) => l.isGiftCard);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: `ORD-${Date.now()}${String(++sequence).padStart(3, '0')}${randomUUID().slice(0, 4)}`,
        customerName: options.name ?? 'Mariam Al-Thani',
        customerEmail: options.email ?? 'mariam@example.qa',
        customerPhone: options.phone === undefined ? '+97455512345' : options.phone,
        paymentMethod: 'online',
        paymentStatus: 'pending',
        subtotal: total,
        totalAmount: total,
        isGiftCardOrder: giftOnly,
        locale: options.locale ?? 'ar',
        shippingAddress: giftOnly ? null : 'West Bay',
        shippingCity: giftOnly ? null : 'Doha',
        shippingCountry: giftOnly ? null : 'Qatar',
      })
      .returning();
    for (const line of lines) {
      const unitPrice = line.variant?.price ?? line.product.price;
      await tx.insert(orderItems).values({
        orderId: order!.id,
        productId: line.product.id,
        variantId: line.variant?.id ?? null,
        productName: line.product.name,
        productNameEn: line.product.nameEn,
        variantName: line.variant?.name ?? null,
        quantity: line.quantity,
        unitPrice,
        listPrice: unitPrice,
        totalPrice: unitPrice * line.quantity,
        isGiftCard: line.isGiftCard ?? false,
      });
      if (line.variant) {
        await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(eq(productVariants.id, line.variant.id));
      }
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(eq(products.id, line.product.id));
    }
    return order!;
  });
}

export async function stockOf(db: Db, productId: number, variantId?: number) {
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  if (variantId === undefined) return { product: product!.stock };
  const [variant] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return { product: product!.stock, variant: variant!.stock };
}
