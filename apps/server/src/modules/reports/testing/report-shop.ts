import {
  brands,
  categories,
  customers,
  drivers,
  orderItems,
  orders,
  orderStatusHistory,
  products,
  productVariants,
} from '@matjar/db';
import type { Db } from '@matjar/db';

let counter = 0;
type OrderRow = typeof orders.$inferInsert;
type Line = {
  productId: number;
  variantId?: number;
  quantity: number;
  totalPrice: number;
  listPrice?: number;
};

/**
 * A small shop with known orders around the range 10–11 March 2026 (Doha days) for the reports' tests: cash and
 * card, paid and unpaid, canceled, a coupon, cash recorded short and by a driver, orders on both sides of Doha
 * midnight. The figures each test expects are worked out by hand in the test beside the order they come from.
 */
export async function buildReportShop(db: Db, now: Date) {
  const [phones, accessories] = await db
    .insert(categories)
    .values([
      { name: 'هواتف التقارير', nameEn: 'Report phones' },
      { name: 'ملحقات التقارير', nameEn: 'Report accessories' },
    ])
    .returning();
  const [apple, samsung] = await db
    .insert(brands)
    .values([
      { name: 'أبل التقارير', nameEn: 'Report Apple' },
      { name: 'سامسونج التقارير', nameEn: 'Report Samsung' },
    ])
    .returning();
  const product = (name: string, categoryId: number, brandId: number, isActive = true) => ({
    name,
    nameEn: `${name} (en)`,
    description: name,
    price: 1_000,
    categoryId,
    brandId,
    isActive,
  });
  const [p1, p2, p3, p4, p5] = await db
    .insert(products)
    .values([
      product('هاتف ١', phones!.id, apple!.id),
      product('هاتف ٢', phones!.id, samsung!.id),
      product('شاحن', accessories!.id, apple!.id),
      product('سماعة لم تبع', accessories!.id, samsung!.id),
      product('منتج متوقف', accessories!.id, samsung!.id, false),
    ])
    .returning();
  const [v1] = await db
    .insert(productVariants)
    .values({ productId: p1!.id, name: 'أزرق', nameEn: 'Blue', price: 8_000 })
    .returning();
  // X buys A and C in the range and bought I before it (returning); Y buys H (new).
  const [x, y] = await db
    .insert(customers)
    .values([
      { firstName: 'خالد', lastName: 'الكواري', email: 'x@example.qa', phone: '33000001' },
      { firstName: 'Sara', lastName: 'Khan', email: 'y@example.qa', phone: '33000002' },
    ])
    .returning();
  const [driver] = await db.insert(drivers).values({ name: 'سالم', phone: '33001122' }).returning();

  const add = async (order: Partial<OrderRow>, lines: Line[]) => {
    counter += 1;
    const [row] = await db
      .insert(orders)
      .values({
        orderNumber: `ORD-REPORT-${counter}`,
        customerName: 'Report Test',
        customerEmail: 'report@example.qa',
        status: 'pending',
        paymentMethod: 'cash',
        subtotal: 0,
        totalAmount: 0,
        ...order,
      })
      .returning();
    if (lines.length > 0) {
      await db.insert(orderItems).values(
        lines.map((line) => ({
          orderId: row!.id,
          productId: line.productId,
          variantId: line.variantId ?? null,
          productName: 'نسخة السطر',
          quantity: line.quantity,
          unitPrice: line.totalPrice / line.quantity,
          listPrice: line.listPrice ?? line.totalPrice / line.quantity,
          totalPrice: line.totalPrice,
        })),
      );
    }
    return row!;
  };
  const at = (iso: string) => new Date(iso);

  // A: cash, delivered, placed 00:00 on 10 March in Doha; cash 115.00 handed in by the driver on 11 March. Its
  // phones were sold at 50.00 against a list price of 60.00: a product discount of 20.00.
  const a = await add(
    {
      status: 'delivered',
      subtotal: 10_000,
      discountAmount: 1_000,
      shippingFee: 2_500,
      totalAmount: 11_500,
      couponCode: 'WELCOME',
      customerId: x!.id,
      createdAt: at('2026-03-09T21:00:00Z'),
      cashReceivedAt: at('2026-03-11T10:00:00Z'),
      cashReceivedAmount: 11_500,
      cashReceivedDriverId: driver!.id,
    },
    [{ productId: p1!.id, quantity: 2, totalPrice: 10_000, listPrice: 6_000 }],
  );
  // B: card paid, 23:59 on 9 March in Doha: the previous period.
  await add(
    {
      paymentMethod: 'online',
      paymentStatus: 'completed',
      status: 'confirmed',
      subtotal: 5_000,
      totalAmount: 5_000,
      createdAt: at('2026-03-09T20:59:59Z'),
    },
    [{ productId: p2!.id, quantity: 1, totalPrice: 5_000 }],
  );
  // C: card paid with the coupon EID, 23:59 on 11 March in Doha (the range's last minute).
  const c = await add(
    {
      paymentMethod: 'online',
      paymentStatus: 'completed',
      status: 'confirmed',
      subtotal: 20_000,
      discountAmount: 2_000,
      totalAmount: 18_000,
      couponCode: 'EID',
      customerId: x!.id,
      createdAt: at('2026-03-11T20:59:59Z'),
    },
    [
      { productId: p1!.id, variantId: v1!.id, quantity: 1, totalPrice: 8_000 },
      { productId: p2!.id, quantity: 3, totalPrice: 12_000 },
    ],
  );
  // D: card, payment still pending: not a sale.
  await add(
    {
      paymentMethod: 'online',
      paymentStatus: 'pending',
      subtotal: 7_000,
      totalAmount: 7_000,
      createdAt: at('2026-03-10T12:00:00Z'),
    },
    [{ productId: p4!.id, quantity: 1, totalPrice: 7_000 }],
  );
  // E: cash, canceled: cancelled value 55.00.
  await add(
    {
      status: 'canceled',
      subtotal: 3_000,
      shippingFee: 2_500,
      totalAmount: 5_500,
      createdAt: at('2026-03-10T12:00:00Z'),
    },
    [{ productId: p4!.id, quantity: 1, totalPrice: 3_000 }],
  );
  // F: card whose payment failed, canceled: neither a sale nor a cancelled sale.
  await add(
    {
      paymentMethod: 'online',
      paymentStatus: 'failed',
      status: 'canceled',
      subtotal: 9_000,
      totalAmount: 9_000,
      createdAt: at('2026-03-10T13:00:00Z'),
    },
    [],
  );
  // G: cash, 00:00 on 12 March in Doha: after the range.
  await add({ subtotal: 4_000, totalAmount: 4_000, createdAt: at('2026-03-11T21:00:00Z') }, [
    { productId: p4!.id, quantity: 1, totalPrice: 4_000 },
  ]);
  // H: cash, delivered, archived; 60.00 recorded against 65.00 by staff member amina (short 5.00).
  const h = await add(
    {
      status: 'delivered',
      subtotal: 4_000,
      shippingFee: 2_500,
      totalAmount: 6_500,
      createdAt: at('2026-03-10T06:00:00Z'),
      cashReceivedAt: at('2026-03-10T18:00:00Z'),
      cashReceivedAmount: 6_000,
      cashReceivedBy: 'amina',
      customerId: y!.id,
      cashDifferenceReason: 'Short',
      archivedAt: at('2026-03-11T06:00:00Z'),
      archivedBy: 'boss',
    },
    [{ productId: p3!.id, quantity: 1, totalPrice: 4_000 }],
  );
  // I: cash placed on 5 March, its 30.00 handed in by the driver at 00:30 on 11 March in Doha.
  await add(
    {
      status: 'delivered',
      subtotal: 3_000,
      totalAmount: 3_000,
      customerId: x!.id,
      createdAt: at('2026-03-05T08:00:00Z'),
      cashReceivedAt: at('2026-03-10T21:30:00Z'),
      cashReceivedAmount: 3_000,
      cashReceivedDriverId: driver!.id,
    },
    [{ productId: p3!.id, quantity: 1, totalPrice: 3_000 }],
  );
  // K: cash, placed 12:00 on 10 March in Doha, delivered then returned: returned value 70.00 (its one line back,
  // as its return wrote it), not a sale.
  await add(
    {
      status: 'returned',
      subtotal: 7_000,
      totalAmount: 7_000,
      returnedValue: 7_000,
      createdAt: at('2026-03-10T09:00:00Z'),
    },
    [{ productId: p2!.id, quantity: 1, totalPrice: 7_000 }],
  );
  // J: cash delivered three days before `now`, its cash not recorded yet.
  const j = await add(
    {
      status: 'delivered',
      subtotal: 1_000,
      shippingFee: 2_500,
      totalAmount: 3_500,
      createdAt: at('2026-03-11T08:00:00Z'),
    },
    [{ productId: p3!.id, quantity: 1, totalPrice: 1_000 }],
  );
  await db.insert(orderStatusHistory).values({
    orderId: j.id,
    fromStatus: 'shipped',
    toStatus: 'delivered',
    createdAt: new Date(now.getTime() - 3 * 86_400_000),
  });

  return {
    customers: { x: x!, y: y! },
    products: { p1: p1!, p2: p2!, p3: p3!, p4: p4!, p5: p5! },
    v1: v1!,
    driver: driver!,
    a,
    c,
    h,
    j,
  };
}
