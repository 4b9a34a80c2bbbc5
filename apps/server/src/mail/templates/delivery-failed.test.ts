import { describe, expect, it } from 'vitest';
import { renderOutboxMail } from './render-outbox-mail.js';
import { DELIVERY_FAILED_KIND } from '../mail-queue.js';
import { scrubSentPayload } from '../mail-secrets.js';

const base = {
  to: 'noor@example.qa',
  orderNumber: 'ORD-1',
  shortNumber: 1042,
  customerName: 'Noor',
  trackingToken: 'signed-token-1',
};
const context = { publicUrl: 'https://shop.example' };

describe('the failed delivery e-mail', () => {
  it('says why in words that blame nobody, what comes next and links the tracking page, in English', () => {
    const mail = renderOutboxMail(
      DELIVERY_FAILED_KIND,
      { ...base, locale: 'en', reason: 'not_home' },
      context,
    );
    expect(mail.subject).toBe('We could not deliver your order #1042 — Matjar');
    expect(mail.text).toContain(
      'We could not deliver your order today: there was no one at the address to receive it.',
    );
    expect(mail.text).toContain('we will contact you to arrange a new delivery');
    expect(mail.text).toContain('https://shop.example/en/track?t=signed-token-1');
    expect(mail.headers['Auto-Submitted']).toBe('auto-generated');
  });

  it('in Arabic, right to left', () => {
    const mail = renderOutboxMail(
      DELIVERY_FAILED_KIND,
      { ...base, locale: 'ar', reason: 'wrong_address' },
      context,
    );
    expect(mail.text).toContain('لم نتمكن اليوم من توصيل طلبك: لم يتمكن المندوب من الوصول إلى العنوان.');
    expect(mail.text).toContain('سنتواصل معك لترتيب موعد توصيل جديد');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('keeps no tracking token once sent', () => {
    const kept = scrubSentPayload(DELIVERY_FAILED_KIND, { ...base, locale: 'en', reason: 'refused' });
    expect(kept).not.toHaveProperty('trackingToken');
  });
});
