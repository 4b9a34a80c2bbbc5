import { describe, expect, it } from 'vitest';
import { renderRefundNotice } from './refund-notice.js';

const base = {
  to: 'noor@example.qa',
  orderNumber: 'ORD-1',
  shortNumber: 1042,
  customerName: 'Noor',
  method: 'card' as const,
  amount: 5_000,
  paid: 20_000,
};
const context = { publicUrl: 'https://shop.example' };

describe('the refund e-mail', () => {
  it('says how much went back to the card and how much of the payment, in English and Arabic', () => {
    const en = renderRefundNotice({ ...base, locale: 'en', refundedTotal: 5_000 }, context);
    expect(en.subject).toContain('#1042');
    expect(en.text).toContain('to the card you paid with');
    expect(en.text).toMatch(/Refunded so far: QAR\s50 of the QAR\s200 you paid/);
    const ar = renderRefundNotice({ ...base, locale: 'ar', method: 'cash', refundedTotal: 20_000 }, context);
    expect(ar.text).toContain('أعدنا إليك');
    expect(ar.text).toContain('استرددت كامل ما دفعته');
    expect(ar.html).toContain('dir="rtl"');
  });
});
