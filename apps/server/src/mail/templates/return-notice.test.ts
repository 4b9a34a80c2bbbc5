import { describe, expect, it } from 'vitest';
import { renderReturnNotice, type ReturnNoticeEmail } from './return-notice.js';

const base: ReturnNoticeEmail = {
  to: 'noor@example.qa',
  locale: 'en',
  orderNumber: 'ORD-1',
  shortNumber: 1042,
  customerName: 'Noor',
  exchange: false,
  lines: [{ productName: 'Phone', variantName: 'Blue', quantity: 2, serials: ['356938035643809', 'R58N91'] }],
  value: 180_000,
  refund: null,
  replacement: null,
};
const context = { publicUrl: 'https://shop.example' };

describe('the part-return e-mail', () => {
  it('lists each unit by its serial and says a card refund not yet confirmed is on its way', () => {
    const mail = renderReturnNotice(
      { ...base, refund: { status: 'pending', amount: 180_000, method: 'card' } },
      context,
    );
    expect(mail.subject).toContain('#1042');
    expect(mail.text).toContain('- 2 × Phone · Blue');
    expect(mail.text).toContain('Serial number: 356938035643809, R58N91');
    expect(mail.text).toMatch(/We started a refund of QAR\s1,800 to the card you paid with/);
    expect(mail.html).toContain('<bdi dir="ltr">356938035643809, R58N91</bdi>');
  });

  it('names an exchange’s replacement and what is left to pay, in Arabic', () => {
    const mail = renderReturnNotice(
      {
        ...base,
        locale: 'ar',
        exchange: true,
        lines: [{ productName: 'هاتف', variantName: null, quantity: 1, serials: [] }],
        value: 90_000,
        replacement: { shortNumber: 1050, due: 5_000 },
      },
      context,
    );
    expect(mail.text).toContain('وبدلًا منها نرسل إليك الطلب #1050.');
    expect(mail.text).toContain('يبقى عليك دفع');
    // An exchange's money is the replacement: no "a refund follows" line.
    expect(mail.text).not.toContain('إن كان لك مبلغ يُسترد');
    expect(mail.html).toContain('dir="rtl"');
  });
});
