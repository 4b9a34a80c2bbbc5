import { sql } from 'drizzle-orm';
import { AppError, exchangeDifference, type AdminReturnBody } from '@matjar/core';
import { orders, type DbTransaction } from '@matjar/db';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { notifyProductsChanged } from '../../events/products-changed.js';
import type { CartPrice } from '../cart-pricing/index.js';
import { newOrderNumber } from '../checkout/index.js';
import { recordStatusChange, type LockedOrder } from '../orders/index.js';
import { reserveStock } from '../stock/index.js';
import type { ActivityActor } from '../audit/index.js';

export type ExchangeInput = NonNullable<AdminReturnBody['exchange']>;

/**
 * Refuses a replacement the shop cannot send: a product not on sale, an option that does not exist, or a gift
 * card (a code is not exchanged for goods). Stock is checked when it is taken (INSUFFICIENT_STOCK).
 */
export function refuseUnsendable(price: CartPrice) {
  for (const line of price.lines) {
    const gone = line.problem === 'PRODUCT_UNAVAILABLE' || line.problem === 'VARIANT_NOT_FOUND';
    if (gone || line.problem === 'VARIANT_REQUIRED' || line.isGiftCard) {
      throw new AppError('EXCHANGE_ITEM_UNAVAILABLE', {
        product: line.name.en || String(line.product_id),
        productAr: line.name.ar || String(line.product_id),
      });
    }
  }
}

/**
 * The replacement order of an exchange (decision 048), in the return's transaction: the same shopper and
 * address, the new goods at today's prices with no delivery fee, paid first by the goods that came back
 * (`exchange_credit`); what is left (`total_amount`) is charged by the payment method staff chose — cash on
 * delivery, or a card payment page opened once this commits. Its stock is taken now (a shortfall rolls the
 * whole exchange back). It starts pending like any order and points back at the original.
 */
export async function writeReplacementOrder(
  tx: DbTransaction,
  actor: ActivityActor,
  original: LockedOrder,
  input: ExchangeInput,
  price: CartPrice,
  returnedValue: number,
): Promise<{ id: number; orderNumber: string; total: number; owed: number }> {
  const replacementValue = price.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const { credit, due, owed } = exchangeDifference(returnedValue, replacementValue);
  const online = input.payment_method === 'online' && due > 0;
  const orderNumber = newOrderNumber();
  const [row] = await tx
    .insert(orders)
    .values({
      orderNumber,
      customerId: original.customerId,
      customerName: original.customerName,
      customerEmail: original.customerEmail,
      customerPhone: original.customerPhone,
      status: 'pending',
      // Nothing left to pay is never a card payment: it is an order with nothing to collect.
      paymentMethod: online ? 'online' : 'cash',
      paymentStatus: online ? 'pending' : null,
      subtotal: replacementValue,
      discountAmount: 0,
      shippingFee: 0,
      totalAmount: due,
      exchangeOfOrderId: original.id,
      exchangeCredit: credit,
      shippingAddress: original.shippingAddress,
      shippingCity: original.shippingCity,
      shippingCountry: original.shippingCountry,
      shippingNotes: original.shippingNotes,
      deliveryDaysMin: original.deliveryDaysMin,
      deliveryDaysMax: original.deliveryDaysMax,
      locale: original.locale,
      emailKey: original.emailKey,
      phoneKey: original.phoneKey,
      addressKey: original.addressKey,
      whatsappOptIn: original.whatsappOptIn,
    })
    .returning({ id: orders.id });
  const id = row!.id;
  // An exchange replaces goods with goods (its lines are never gift cards): no code is held.
  const { shownChanged: shown } = await reserveStock(
    tx,
    id,
    price.lines.map((line) => ({
      productId: line.product_id,
      variantId: line.variant_id,
      quantity: line.quantity,
      name: line.name,
      fromCodes: false,
    })),
  );
  const items = JSON.stringify(
    price.lines.map((line) => ({
      p: line.product_id,
      v: line.variant_id,
      n: line.name.ar,
      ne: line.name.en,
      vn: line.variantName,
      vne: line.variantNameEn,
      q: line.quantity,
      u: line.unitPrice,
      l: line.listPrice,
      t: line.unitPrice * line.quantity,
    })),
  );
  await tx.execute(sql`
    INSERT INTO order_items (order_id, product_id, variant_id, product_name, product_name_en, variant_name,
      variant_name_en, quantity, unit_price, list_price, total_price, is_gift_card)
    SELECT ${id}::int, i.p, i.v, i.n, i.ne, i.vn, i.vne, i.q, i.u, i.l, i.t, false
    FROM jsonb_to_recordset(${items}::jsonb) AS i(p int, v int, n text, ne text, vn text, vne text, q int, u int,
      l int, t int)`);
  await recordStatusChange(tx, {
    orderId: id,
    from: null,
    to: 'pending',
    // The order it replaces goods of is linked on both order pages (exchange_of_order_id), in either language.
    actor: { adminUserId: actor.id, username: actor.username },
  });
  await notifyProductsChanged(tx, shown);
  await notifyOrderChanged(tx, id, 'status');
  return { id, orderNumber, total: due, owed };
}
