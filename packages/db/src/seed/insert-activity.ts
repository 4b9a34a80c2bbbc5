import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  applyDiscount,
  computeOrderTotals,
  deliveryAddressLine,
  emailKey,
  phoneKey,
  type Coupon,
  giftCardExpiry,
  GIFT_CARD_BRAND_PREFIXES,
  makeGiftCardCode,
} from '@matjar/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client/types.js';
import type { GiftCodeVault } from '../gift-codes/gift-code-vault.js';
import { shopCardCodeColumns } from '../gift-codes/shop-card-codes.js';
import {
  activityLogs,
  contactMessages,
  contactReplies,
  customerAddresses,
  customers,
  giftCardLedger,
  giftCards,
  idempotencyKeys,
  orderItems,
  orderNotes,
  orderStatusHistory,
  orders,
  outbox,
  paymentCallbacks,
  productVariants,
  sandboxPayments,
  sessions,
  staffNotifications,
  transactions,
} from '../schema/index.js';
import type { PlannedProduct } from './catalog/plan.js';
import { SEED_CONTACT_MESSAGES, SEED_CUSTOMERS } from './content/people.js';
import { SEED_ORDERS, type SeedOrder } from './content/orders.js';
import { DEMO_STORE_CARD_CODE, DEMO_STORE_CARD_VALUE } from './demo-store-card.js';

const HOUR = 3_600_000;

/** Customers with hashes of random passwords nobody knows: demo rows for the back office, not usable logins. */
export async function insertCustomers(
  db: Db,
  passwordHashes: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .insert(customers)
    .values(
      SEED_CUSTOMERS.map((c, i) => ({
        ...c,
        passwordHash: passwordHashes[i]!,
        phoneKey: phoneKey(c.phone),
        emailKey: emailKey(c.email),
      })),
    )
    .returning({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName });
  // Each demo account keeps one saved delivery address, its default (decision 037).
  await db.insert(customerAddresses).values(
    rows.map((r, i) => ({
      customerId: r.id,
      label: 'البيت',
      city: 'doha',
      zone: '66',
      street: String(800 + i),
      building: String(10 + i),
      isDefault: true,
    })),
  );
  return new Map(rows.map((r) => [`${r.firstName} ${r.lastName}`, r.id]));
}

interface Context {
  db: Db;
  now: Date;
  plans: ReadonlyMap<string, PlannedProduct>;
  productIds: ReadonlyMap<string, number>;
  customerIds: readonly number[];
  adminId: number;
  adminUsername: string;
  coupons: readonly Coupon[];
  /**
   * Seals the demo order's brand codes (taken from the demo inventory) and the shop cards' codes (the demo
   * order's GIFT cards, the demo store card); without it no gift card is issued.
   */
  giftCodeVault?: GiftCodeVault;
}

/** Guest customers made so far, by phone key and by e-mail key (every buyer is a customer). */
type SeedGuests = Map<string, number>;

/** The customer of a guest's order, as create-order finds it: by phone, then e-mail; else a new guest. */
async function guestCustomerId(db: Db, guests: SeedGuests, customer: SeedOrder['customer']): Promise<number> {
  const keys = [phoneKey(customer.phone), emailKey(customer.email)];
  const known = keys.map((key) => key && guests.get(key)).find((id) => id !== undefined && id !== null);
  if (known) return known;
  const space = customer.name.indexOf(' ');
  const [row] = await db
    .insert(customers)
    .values({
      firstName: space < 0 ? customer.name : customer.name.slice(0, space),
      lastName: space < 0 ? '' : customer.name.slice(space + 1),
      email: customer.email,
      phone: customer.phone ?? '',
      phoneKey: keys[0],
      emailKey: keys[1]!,
    })
    .returning({ id: customers.id });
  for (const key of keys) if (key) guests.set(key, row!.id);
  return row!.id;
}

async function insertOrder(
  ctx: Context,
  order: SeedOrder,
  guests: SeedGuests,
): Promise<{ id: number; orderNumber: string; total: number }> {
  const { db } = ctx;
  const createdAt = new Date(ctx.now.getTime() - order.hoursAgo * HOUR);
  const orderNumber = `ORD-${createdAt.getTime()}`;
  const lines = await Promise.all(
    order.items.map(async ([slug, variantIndex, quantity]) => {
      const plan = ctx.plans.get(slug)!;
      const productId = ctx.productIds.get(slug)!;
      const variants = await db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.id));
      const variant = variantIndex === null ? undefined : variants[variantIndex];
      const listPrice = variant?.price ?? plan.price;
      const unitPrice = applyDiscount(listPrice, plan.discountType, plan.discountValue);
      return { plan, productId, variant, quantity, unitPrice, listPrice };
    }),
  );
  const physical = lines.some((l) => !l.plan.isGiftCard);
  // The same totals rule the server applies at checkout, so seeded orders add up like real ones.
  const totals = computeOrderTotals({
    subtotal: lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
    physicalSubtotal: lines
      .filter((l) => !l.plan.isGiftCard)
      .reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
    hasPhysicalItems: physical,
    now: createdAt,
    couponCode: order.couponCode ?? null,
    coupon: ctx.coupons.find((c) => c.code === order.couponCode) ?? null,
  });
  const customer = order.customer;
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber,
      customerId:
        customer.index === null
          ? await guestCustomerId(db, guests, customer)
          : ctx.customerIds[customer.index]!,
      placedSignedIn: customer.index !== null,
      emailKey: emailKey(customer.email),
      phoneKey: phoneKey(customer.phone),
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentMethod === 'cash' ? null : order.paymentStatus,
      subtotal: totals.subtotal,
      discountAmount: totals.discount,
      shippingFee: totals.shippingFee - totals.shippingDiscount,
      totalAmount: totals.total,
      couponCode: totals.appliedCoupon?.code ?? null,
      isGiftCardOrder: !physical,
      shippingAddress: physical && order.address ? deliveryAddressLine(order.address, order.locale) : null,
      shippingCity: physical ? (order.address?.shipping_city ?? null) : null,
      shippingCountry: physical ? 'Qatar' : null,
      shippingNotes: order.notes ?? null,
      locale: order.locale,
      paymentId: order.paymentMethod === 'online' ? `sbx_${randomUUID()}` : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id, paymentId: orders.paymentId });
  const orderId = row!.id;
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((l) => ({
        orderId,
        productId: l.productId,
        variantId: l.variant?.id ?? null,
        productName: l.plan.source.nameAr,
        productNameEn: l.plan.source.nameEn,
        variantName: l.variant?.name ?? null,
        variantNameEn: l.variant?.nameEn ?? l.variant?.name ?? null,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        listPrice: l.listPrice,
        totalPrice: l.unitPrice * l.quantity,
        isGiftCard: l.plan.isGiftCard,
      })),
    )
    .returning({ id: orderItems.id });

  if (order.paymentMethod === 'online') {
    const transactionId = `TXN${createdAt.getTime().toString(36).toUpperCase()}`;
    await db.insert(transactions).values({
      orderNumber,
      gateway: 'sandbox',
      paymentId: row!.paymentId,
      transactionId,
      status: order.transactionStatus ?? 'pending',
      amount: totals.total,
      visaId: '4111********1111',
      cardType: 'VISA',
      createdAt: new Date(createdAt.getTime() + 120_000),
    });
    // The sandbox gateway's own record of the payment (what its test page and look-ups read).
    await db.insert(sandboxPayments).values({
      id: row!.paymentId!,
      orderNumber,
      amount: totals.total,
      locale: order.locale,
      customerName: customer.name,
      returnUrl: `/api/payments/return/sandbox?orderNumber=${orderNumber}`,
      callbackUrl: '/api/payments/callback/sandbox',
      status: order.paymentStatus ?? 'pending',
      transactionId: order.paymentStatus === 'completed' ? transactionId : null,
      visaId: order.paymentStatus === 'completed' ? '4111********1111' : null,
      cardType: order.paymentStatus === 'completed' ? 'VISA' : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  // D11: codes exist only once payment completed; one card per unit bought.
  if (!physical && order.paymentStatus === 'completed') {
    const codes = new Set<string>();
    const cards: (typeof giftCards.$inferInsert)[] = [];
    for (const [lineIndex, l] of lines.entries()) {
      // A brand card's unit takes one of the demo inventory's codes (D25); the shop's own card makes its code.
      if (GIFT_CARD_BRAND_PREFIXES[l.plan.brandId ?? 0]) {
        if (!ctx.giftCodeVault) continue;
        const { rows } = await db.execute<{ id: number }>(sql`
          UPDATE gift_card_codes SET status = 'sold', order_id = ${orderId}, sold_at = ${createdAt}
          WHERE id IN (SELECT id FROM gift_card_codes WHERE variant_id = ${l.variant!.id} AND status = 'available'
            ORDER BY id LIMIT ${l.quantity})
          RETURNING id`);
        for (const { id } of rows) {
          cards.push({
            inventoryCodeId: id,
            orderId,
            orderItemId: items[lineIndex]!.id,
            productId: l.productId,
            brandId: l.plan.brandId,
            productName: l.plan.source.nameAr,
            denomination: l.variant!.denomination!,
            expiresAt: giftCardExpiry(createdAt),
            createdAt,
          });
        }
        // The units sold are off the card's stock, as the payment's ledger movement would have taken them.
        await db.execute(
          sql`UPDATE product_variants SET stock = stock - ${rows.length} WHERE id = ${l.variant!.id}`,
        );
        await db.execute(sql`UPDATE products SET stock = stock - ${rows.length} WHERE id = ${l.productId}`);
        continue;
      }
      // The shop's own card's code is kept hashed and sealed (shop-card-codes.ts): without the vault, none.
      const vault = ctx.giftCodeVault;
      if (!vault) continue;
      for (let unit = 0; unit < l.quantity; unit++) {
        let code: string;
        do {
          code = makeGiftCardCode({
            brandId: l.plan.brandId,
            denomination: l.variant!.denomination!,
            randomBytes: (length) => randomBytes(length),
          });
        } while (codes.has(code));
        codes.add(code);
        cards.push({
          ...shopCardCodeColumns(vault, code),
          orderId,
          orderItemId: items[lineIndex]!.id,
          productId: l.productId,
          brandId: l.plan.brandId,
          productName: l.plan.source.nameAr,
          denomination: l.variant!.denomination!,
          expiresAt: giftCardExpiry(createdAt),
          createdAt,
        });
      }
    }
    if (cards.length > 0) await db.insert(giftCards).values(cards);
  }
  await insertStatusHistory(ctx, orderId, createdAt, order.status);
  return { id: orderId, orderNumber, total: totals.total };
}

/** The path of the status machine that led to the order's status, one step an hour, made by the demo admin. */
const PATH_TO: Record<SeedOrder['status'], SeedOrder['status'][]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  canceled: ['canceled'],
};

async function insertStatusHistory(
  ctx: Context,
  orderId: number,
  createdAt: Date,
  status: SeedOrder['status'],
): Promise<void> {
  const steps = PATH_TO[status];
  await ctx.db.insert(orderStatusHistory).values([
    { orderId, fromStatus: null, toStatus: 'pending', createdAt },
    ...steps.map((toStatus, i) => ({
      orderId,
      fromStatus: i === 0 ? ('pending' as const) : steps[i - 1]!,
      toStatus,
      adminUserId: ctx.adminId,
      username: ctx.adminUsername,
      createdAt: new Date(createdAt.getTime() + (i + 1) * HOUR),
    })),
  ]);
}

/**
 * The demo store card (demo-store-card.ts), with its issue row on the balance ledger; its code hashed and
 * sealed like every shop card's, so there is none without the vault.
 */
async function insertDemoStoreCard(ctx: Context, orderId: number): Promise<void> {
  if (!ctx.giftCodeVault) return;
  const [card] = await ctx.db
    .insert(giftCards)
    .values({
      ...shopCardCodeColumns(ctx.giftCodeVault, DEMO_STORE_CARD_CODE),
      orderId,
      orderItemId: null,
      productName: 'بطاقة هدايا متجر (تجريبية)',
      denomination: DEMO_STORE_CARD_VALUE,
      balance: DEMO_STORE_CARD_VALUE,
      expiresAt: giftCardExpiry(ctx.now),
      createdAt: ctx.now,
    })
    .returning({ id: giftCards.id });
  await ctx.db.insert(giftCardLedger).values({
    giftCardId: card!.id,
    kind: 'issue',
    amount: DEMO_STORE_CARD_VALUE,
    balanceAfter: DEMO_STORE_CARD_VALUE,
    reason: 'demo store card',
    createdAt: ctx.now,
  });
}

/**
 * Orders across every status and both payment methods, with what each one leaves behind in the other tables:
 * transactions, issued gift cards, a processed gateway callback, the stored idempotent answer, sent e-mails
 * in the outbox, a staff alert, audit entries, contact messages and one expired session.
 */
export async function insertActivity(ctx: Context, admin: { username: string }): Promise<void> {
  const { db, now } = ctx;
  const placed: { id: number; orderNumber: string; total: number; seed: SeedOrder }[] = [];
  const guests: SeedGuests = new Map();
  // Oldest first, so the short numbers (#1001 …) follow the orders' dates as in a real shop.
  const oldestFirst = [...SEED_ORDERS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const order of oldestFirst) placed.push({ ...(await insertOrder(ctx, order, guests)), seed: order });

  const paid = placed.find((o) => o.seed.paymentStatus === 'completed' && o.seed.status === 'confirmed')!;
  const pending = placed.find((o) => o.seed.status === 'pending')!;
  const giftOrder = placed.find((o) => o.seed.items.some(([slug]) => slug.startsWith('gift-')))!;

  await db.insert(paymentCallbacks).values({
    gateway: 'sandbox',
    paymentId: `sbx_${paid.orderNumber}`,
    status: 'completed',
    orderNumber: paid.orderNumber,
    payload: {
      event: 'payment.completed',
      orderNumber: paid.orderNumber,
      amount: paid.total,
      currency: 'QAR',
    },
    processedAt: now,
  });
  await db.insert(idempotencyKeys).values({
    key: randomUUID(),
    scope: 'store:create-order',
    requestHash: createHash('sha256').update(paid.orderNumber).digest('hex'),
    responseStatus: 201,
    responseBody: { success: true, orderNumber: paid.orderNumber },
    expiresAt: new Date(now.getTime() + 24 * HOUR),
  });
  await db.insert(outbox).values(
    [paid, giftOrder].map((o, i) => ({
      kind: i === 0 ? 'email:order-confirmation' : 'email:gift-card-codes',
      dedupeKey: `${i === 0 ? 'order-confirmation' : 'gift-card-codes'}:${o.orderNumber}`,
      payload: { to: o.seed.customer.email, orderNumber: o.orderNumber, locale: o.seed.locale },
      status: 'sent' as const,
      attempts: 1,
      sentAt: now,
    })),
  );
  await insertDemoStoreCard(ctx, giftOrder.id);
  await db.insert(staffNotifications).values({ adminUserId: ctx.adminId, orderId: pending.id });
  await db.insert(orderNotes).values({
    orderId: pending.id,
    adminUserId: ctx.adminId,
    username: admin.username,
    body: 'اتصل العميل: يفضّل التوصيل بعد الساعة ٥ مساءً',
  });
  await db.insert(activityLogs).values([
    {
      userId: ctx.adminId,
      username: admin.username,
      userRole: 'super_admin',
      actionType: 'CREATE',
      entityType: 'product',
      entityId: String(ctx.productIds.get('iphone-16-pro')),
      entityName: 'iPhone 16 Pro',
      description: 'إضافة منتج: آيفون 16 برو',
      changes: { new: { price: ctx.plans.get('iphone-16-pro')!.price } },
    },
    {
      userId: ctx.adminId,
      username: admin.username,
      userRole: 'super_admin',
      actionType: 'UPDATE',
      entityType: 'setting',
      entityId: 'banner_color',
      entityName: 'banner_color',
      description: 'تحديث لون الشريط العلوي',
      changes: { old: { banner_color: '#ffffff' }, new: { banner_color: '#0f4c81' } },
    },
    {
      userId: ctx.adminId,
      username: admin.username,
      userRole: 'super_admin',
      actionType: 'UPDATE',
      entityType: 'order',
      entityId: String(paid.id),
      entityName: paid.orderNumber,
      description: `تأكيد الطلب ${paid.orderNumber}`,
      changes: { old: { status: 'pending' }, new: { status: 'confirmed' } },
    },
  ]);
  const messages = await db
    .insert(contactMessages)
    .values(
      SEED_CONTACT_MESSAGES.map((m, i) => ({
        ...m,
        isRead: i === 0,
        createdAt: new Date(now.getTime() - (i + 1) * 20 * HOUR),
      })),
    )
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  // The read message was answered from the inbox, in its sender's language.
  const answered = messages[0]!;
  await db.insert(contactReplies).values({
    messageId: answered.id,
    body: 'وعليكم السلام، يصل آيفون 16 برو باللون الصحراوي سعة 512 جيجابايت الأسبوع القادم، وسنرسل لك رسالة عند توفره.',
    locale: 'ar',
    adminUserId: ctx.adminId,
    username: admin.username,
    createdAt: new Date(answered.createdAt.getTime() + 2 * HOUR),
  });
  // One expired customer session: shows the table's shape; its token was never handed out, so it opens nothing.
  await db.insert(sessions).values({
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    kind: 'customer',
    customerId: ctx.customerIds[0]!,
    createdAt: new Date(now.getTime() - 72 * HOUR),
    lastSeenAt: new Date(now.getTime() - 60 * HOUR),
    expiresAt: new Date(now.getTime() - 48 * HOUR),
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    ip: '127.0.0.1',
  });
}
