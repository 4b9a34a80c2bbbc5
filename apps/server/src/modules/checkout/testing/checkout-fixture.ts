import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { brands, categories, coupons, products, productVariants, type Db } from '@matjar/db';
import { CUSTOMER_COOKIE } from '../../customers/customer-session.js';

/**
 * For buildTestApp: files that place dozens of orders from one address and e-mail keep the order and
 * confirmation rate limits out of the way (the limits are tested in their own module).
 */
export const ORDER_RATE_LIMITS_OFF = {
  'create-order-address': { max: 100_000 },
  'create-order-email': { max: 100_000 },
  'order-confirmation-recipient': { max: 100_000 },
  'order-confirmation-address': { max: 100_000 },
} as const;

/**
 * A complete Qatar delivery address (D14) as create-order's orderData takes it. Give each shopper its own
 * `street`: open unpaid orders are capped per delivery address (order-caps-routes.test.ts).
 */
export function qatarAddress(street: string | number, city = 'Doha') {
  return {
    shipping_city: city,
    shipping_zone: '66',
    shipping_street: String(street),
    shipping_building: '12',
  };
}

const FAR_FUTURE = new Date('2099-12-31T20:59:59Z');
const PAST = new Date('2020-01-01T00:00:00Z');

/**
 * Products and coupons for cart-pricing and checkout tests, independent of the wall clock: coupons expire in
 * 2020 or 2099. Stock follows the shop's rule: a product with variants holds the sum of its variants' stock.
 */
export async function insertCheckoutFixture(db: Db, { stock = {} as Partial<Record<string, number>> } = {}) {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const [category] = await db
    .insert(categories)
    .values({ name: `تسوق ${tag}`, nameEn: `Shop ${tag}` })
    .returning();
  const [brand] = await db
    .insert(brands)
    .values({ name: `علامة ${tag}`, nameEn: `Brand ${tag}` })
    .returning();
  const base = { description: 'وصف', categoryId: category!.id, brandId: brand!.id };
  const [phone, cable, laptop, giftCard, hidden, soldOut] = await db
    .insert(products)
    .values([
      // 1,000 QAR less 10 % = 900 QAR
      {
        ...base,
        name: `هاتف ${tag}`,
        nameEn: `Phone ${tag}`,
        price: 100_000,
        stock: stock.phone ?? 10,
        discountType: 'percentage',
        discountValue: 10,
      },
      { ...base, name: `كابل ${tag}`, nameEn: `Cable ${tag}`, price: 3_000, stock: stock.cable ?? 50 },
      // Variants 2,000 / 2,500 QAR, less a fixed 100 QAR
      {
        ...base,
        name: `حاسوب ${tag}`,
        nameEn: `Laptop ${tag}`,
        price: 200_000,
        stock: 5,
        discountType: 'fixed',
        discountValue: 10_000,
      },
      { ...base, name: `بطاقة هدايا ${tag}`, nameEn: `Gift card ${tag}`, price: 5_000, stock: 1_000 },
      { ...base, name: `مخفي ${tag}`, nameEn: `Hidden ${tag}`, price: 1_000, stock: 10, isActive: false },
      { ...base, name: `نفد ${tag}`, nameEn: `Sold out ${tag}`, price: 1_000, stock: 0 },
    ])
    .returning();
  const [laptop16, laptop32, laptopOld, card50, card100] = await db
    .insert(productVariants)
    .values([
      { productId: laptop!.id, name: '16 جيجا', nameEn: '16 GB', price: 200_000, stock: 2 },
      { productId: laptop!.id, name: '32 جيجا', nameEn: '32 GB', price: 250_000, stock: 3 },
      { productId: laptop!.id, name: 'قديم', nameEn: 'Old', price: 1, stock: 0, isActive: false },
      {
        productId: giftCard!.id,
        name: '50 ر.ق',
        nameEn: '50 QAR',
        price: 5_000,
        stock: 500,
        denomination: 5_000,
      },
      {
        productId: giftCard!.id,
        name: '100 ر.ق',
        nameEn: '100 QAR',
        price: 10_000,
        stock: 500,
        denomination: 10_000,
      },
    ])
    .returning();
  const coupon = (code: string) => `${code}${tag}`;
  await db.insert(coupons).values([
    {
      code: coupon('PCT'),
      type: 'percentage',
      value: 10,
      minOrder: 10_000,
      description: 'خصم',
      descriptionEn: '10% off',
      expiresAt: FAR_FUTURE,
    },
    {
      code: coupon('FIX'),
      type: 'fixed',
      value: 5_000,
      minOrder: 50_000,
      description: 'خصم',
      descriptionEn: '50 off',
      expiresAt: FAR_FUTURE,
    },
    {
      code: coupon('SHIP'),
      type: 'shipping',
      value: 2_500,
      minOrder: 0,
      description: 'شحن',
      descriptionEn: 'Free shipping',
      expiresAt: FAR_FUTURE,
    },
    {
      code: coupon('OLD'),
      type: 'percentage',
      value: 20,
      minOrder: 0,
      description: 'قديم',
      descriptionEn: 'Old',
      expiresAt: PAST,
    },
    {
      code: coupon('OFF'),
      type: 'percentage',
      value: 20,
      minOrder: 0,
      description: 'معطل',
      descriptionEn: 'Off',
      expiresAt: FAR_FUTURE,
      isActive: false,
    },
    {
      // Private: never listed, accepted when typed; no English description of its own.
      code: coupon('VIP'),
      type: 'percentage',
      value: 10,
      minOrder: 0,
      description: 'خصم خاص',
      descriptionEn: '',
      expiresAt: FAR_FUTURE,
      isPrivate: true,
    },
  ]);
  return {
    tag,
    coupon,
    phone: phone!,
    cable: cable!,
    laptop: laptop!,
    laptop16: laptop16!,
    laptop32: laptop32!,
    laptopOld: laptopOld!,
    giftCard: giftCard!,
    card50: card50!,
    card100: card100!,
    hidden: hidden!,
    soldOut: soldOut!,
  };
}
export type CheckoutFixture = Awaited<ReturnType<typeof insertCheckoutFixture>>;

/** Signs a new customer up through the API; answers their id and the Cookie header of their session. */
export async function signUpCustomer(
  app: FastifyInstance,
  who: { firstName: string; lastName: string; email: string; phone: string },
): Promise<{ id: number; cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/store/auth/sign-up',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { ...who, password: 'secret-pass-1', confirmPassword: 'secret-pass-1' },
  });
  if (response.statusCode !== 201)
    throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  const token = response.cookies.find((c) => c.name === CUSTOMER_COOKIE)!.value;
  return {
    id: response.json<{ customer: { id: number } }>().customer.id,
    cookie: `${CUSTOMER_COOKIE}=${token}`,
  };
}
