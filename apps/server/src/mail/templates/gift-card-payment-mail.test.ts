import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from './order-confirmation.js';
import { renderRefundNotice } from './refund-notice.js';

const context = { publicUrl: 'https://shop.example' };
const order = {
  to: 'maryam@example.qa',
  orderNumber: 'ORD-GC-1',
  shortNumber: 1077,
  customerName: 'Maryam',
  paymentMethod: 'cash' as const,
  isGiftCardOrder: false,
  items: [{ productName: 'Speaker', variantName: null, quantity: 1, unitPrice: 20_000, totalPrice: 20_000 }],
  subtotal: 20_000,
  discount: 0,
  shippingFee: 0,
  total: 20_000,
  couponCode: null,
  shippingAddress: 'Zone 66, Street 850, Building 12',
  shippingCity: 'doha',
  createdAt: '2026-11-29T08:00:00.000Z',
};

describe('e-mails of the shop gift card (decision 046)', () => {
  it('the confirmation shows the card’s part, masked, and what is left to pay, in both languages', () => {
    const gift = { giftCardAmount: 5_000, giftCardMasked: 'GIFT-50-••••' };
    const en = renderOrderConfirmation({ ...order, ...gift, locale: 'en' }, context);
    expect(en.text).toMatch(/Gift card .*GIFT-50-••••.*: -QAR\s50/);
    expect(en.text).toMatch(/Left to pay: QAR\s150/);
    expect(en.text).toContain('Cash on delivery + Matjar gift card');
    const ar = renderOrderConfirmation({ ...order, ...gift, locale: 'ar' }, context);
    expect(ar.text).toContain('المتبقي للدفع');
    expect(ar.html).toContain('GIFT-50-••••');
    // Without a card, no such line.
    expect(renderOrderConfirmation({ ...order, locale: 'en' }, context).text).not.toContain('Left to pay');
  });

  it('paid in whole by the card, the payment is the card', () => {
    const mail = renderOrderConfirmation(
      {
        ...order,
        paymentMethod: 'online',
        giftCardAmount: 20_000,
        giftCardMasked: 'GIFT-500-••••',
        paidInFull: true,
        locale: 'en',
      },
      context,
    );
    expect(mail.text).toContain('Payment method: Matjar gift card');
    expect(mail.text).toMatch(/Left to pay: QAR\s0/);
  });

  it('a refund to store credit names the card, masked, and says a new card’s code comes apart', () => {
    const base = {
      to: 'noor@example.qa',
      orderNumber: 'ORD-1',
      shortNumber: 1042,
      customerName: 'Noor',
      method: 'store_credit' as const,
      amount: 5_000,
      paid: 20_000,
      refundedTotal: 5_000,
      giftCardMasked: 'GIFT-50-••••',
    };
    const en = renderRefundNotice({ ...base, locale: 'en', newCard: true }, context);
    expect(en.text).toContain('as store credit to the shop gift card');
    expect(en.text).toContain('GIFT-50-••••');
    expect(en.text).toContain('Its code comes in a separate e-mail.');
    const ar = renderRefundNotice({ ...base, locale: 'ar', newCard: false }, context);
    expect(ar.text).toContain('رصيدًا في المتجر');
    expect(ar.text).not.toContain('رسالة منفصلة');
  });
});
