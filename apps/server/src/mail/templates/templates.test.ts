import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from '@matjar/core';
import type { GiftCardCodesEmail, OrderConfirmationEmail } from '../mail-queue.js';
import { mailDateTime, mailLogoUrl, senderIn } from './mail-layout.js';
import { renderOutboxMail, UnrenderableMailError } from './render-outbox-mail.js';

const context = { publicUrl: 'https://shop.example.qa', shopEmail: 'info@matjar.qa' };

function order(overrides: Partial<OrderConfirmationEmail> = {}): OrderConfirmationEmail {
  return {
    to: 'huda@example.com',
    locale: 'ar',
    orderNumber: 'ORD-1700000000000',
    customerName: 'هدى',
    paymentMethod: 'cash',
    isGiftCardOrder: false,
    items: [
      {
        productName: 'آيفون 16 برو',
        variantName: '256 جيجا',
        quantity: 2,
        unitPrice: 449_900,
        totalPrice: 899_800,
      },
      { productName: 'Case <b>&', variantName: null, quantity: 1, unitPrice: 5_050, totalPrice: 5_050 },
    ],
    subtotal: 904_850,
    discount: 90_485,
    shippingFee: 0,
    total: 814_365,
    couponCode: 'MATJAR10',
    shippingAddress: 'شارع 1\nمبنى 2',
    shippingCity: 'الدوحة',
    createdAt: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

const render = (kind: string, payload: unknown) => renderOutboxMail(kind, payload, context);

describe('order confirmation e-mail', () => {
  it('links to the tracking view with its signed token, in the order language (decision 030)', () => {
    const ar = render(
      'email:order-confirmation',
      order({ shortNumber: 1042, trackingToken: '1042.abcdefghijklmnopqrstuv' }),
    );
    expect(ar.html).toContain('href="https://shop.example.qa/track?t=1042.abcdefghijklmnopqrstuv"');
    expect(ar.text).toContain('https://shop.example.qa/track?t=1042.abcdefghijklmnopqrstuv');
    const en = render(
      'email:order-confirmation',
      order({ locale: 'en', trackingToken: '1042.abcdefghijklmnopqrstuv' }),
    );
    expect(en.html).toContain('href="https://shop.example.qa/en/track?t=1042.abcdefghijklmnopqrstuv"');
    expect(render('email:order-confirmation', order()).html).not.toContain('/track');
  });

  it('is in Arabic for an Arabic order: subject, dir/lang, amounts, coupon and the Doha delivery promise', () => {
    const mail = render('email:order-confirmation', order());
    expect(mail.to).toBe('huda@example.com');
    expect(mail.subject).toBe('تأكيد الطلب ORD-1700000000000 — متجر');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('ORD-1700000000000');
      expect(body).toContain(formatMoney(449_900, 'ar'));
      expect(body).toContain(formatMoney(899_800, 'ar'));
      expect(body).toContain(formatMoney(814_365, 'ar'));
      // The discount signed by core's formatter: the minus where Arabic puts it, as in the cart.
      expect(body).toContain(formatSignedMoney(-90_485, 'ar'));
      expect(body).not.toContain(`${formatMoney(90_485, 'ar')}−`);
      expect(body).toContain('256 جيجا');
      expect(body).toContain('الدفع عند الاستلام');
      expect(body).toContain('مجاني');
      expect(body).toContain('2–3 أيام عمل داخل الدوحة');
      expect(body).not.toContain('باقي مناطق قطر');
    }
    expect(mail.text).toContain('الخصم (MATJAR10)');
    expect(mail.html).toMatch(/الخصم<br><span dir="ltr"[^>]*>MATJAR10<\/span>/);
    expect(mail.html).toContain('https://shop.example.qa/products');
    expect(mail.text).toContain('https://shop.example.qa/');
  });

  it("names the stored city code in the mail's language, never the English name in Arabic", () => {
    const ar = render('email:order-confirmation', order({ shippingCity: 'al_rayyan' }));
    const en = render('email:order-confirmation', order({ locale: 'en', shippingCity: 'al_rayyan' }));
    for (const body of [ar.html, ar.text]) {
      expect(body).toContain('الريان');
      expect(body).not.toMatch(/al_rayyan|Al Rayyan/);
    }
    for (const body of [en.html, en.text]) expect(body).toContain('Al Rayyan');
    const doha = render('email:order-confirmation', order({ shippingCity: 'doha' }));
    expect(doha.text).toContain('2–3 أيام عمل داخل الدوحة');
  });

  it("promises the zone's working days kept on the order (decision 032), worded for its city", () => {
    const doha = render(
      'email:order-confirmation',
      order({ shippingCity: 'doha', deliveryDays: { min: 1, max: 2 } }),
    );
    expect(doha.text).toContain('التوصيل خلال 1–2 أيام عمل داخل الدوحة.');
    const rayyan = render(
      'email:order-confirmation',
      order({ locale: 'en', shippingCity: 'al_rayyan', deliveryDays: { min: 4, max: 6 } }),
    );
    for (const body of [rayyan.html, rayyan.text]) {
      expect(body).toContain('Delivery in 4–6 working days elsewhere in Qatar.');
    }
  });

  it('names the order by its short number (D20) in both languages when it has one', () => {
    for (const locale of ['ar', 'en'] as const) {
      const mail = render('email:order-confirmation', order({ locale, shortNumber: 1042 }));
      expect(mail.subject).toContain('#1042');
      for (const body of [mail.html, mail.text]) {
        expect(body).toContain('#1042');
        expect(body).not.toContain('ORD-1700000000000');
      }
    }
    const status = render('email:order-status', {
      to: 'huda@example.com',
      locale: 'en',
      orderNumber: 'ORD-1700000000000',
      shortNumber: 1042,
      customerName: 'Huda',
      status: 'shipped',
      paymentMethod: 'cash',
      items: [],
      total: 1_000,
    });
    expect(status.subject).toContain('#1042');
    expect(status.text).toContain('#1042');
  });

  it('escapes what shoppers and the catalogue typed, and keeps the address lines', () => {
    const mail = render(
      'email:order-confirmation',
      order({ customerName: '<script>alert(1)</script>', shippingAddress: 'Villa "7" & <b>\nZone 66' }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Case &lt;b&gt;&amp;');
    expect(mail.html).toContain('Villa &quot;7&quot; &amp; &lt;b&gt;<br>Zone 66');
    // The text part is not HTML: it shows the name as typed.
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('is in English for an English card order, with the shop link under /en and both promises without a city', () => {
    const mail = render(
      'email:order-confirmation',
      order({
        locale: 'en',
        customerName: 'Sara',
        paymentMethod: 'online',
        shippingCity: null,
        shippingFee: 2_500,
        discount: 0,
        couponCode: null,
      }),
    );
    expect(mail.subject).toBe('Order confirmation ORD-1700000000000 — Matjar');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('Hello Sara,');
    expect(mail.text).toContain('Credit card (online payment)');
    expect(mail.text).toContain(`Delivery: ${formatMoney(2_500, 'en')}`);
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).toContain('Delivery in 2–3 working days inside Doha.');
    expect(mail.text).toContain('Delivery in 3–5 working days elsewhere in Qatar.');
    expect(mail.html).toContain('https://shop.example.qa/en');
    expect(mail.text).toContain('info@matjar.qa');
  });

  it('has no delivery block for a gift-card-only order and says the codes follow', () => {
    const mail = render(
      'email:order-confirmation',
      order({
        locale: 'en',
        paymentMethod: 'online',
        isGiftCardOrder: true,
        shippingAddress: null,
        shippingCity: null,
        items: [
          { productName: 'PSN 100', variantName: null, quantity: 1, unitPrice: 36_500, totalPrice: 36_500 },
        ],
      }),
    );
    expect(mail.text).not.toContain('working days');
    expect(mail.text).toContain('gift-card codes come in a separate e-mail');
  });
});

describe('gift-card codes e-mail', () => {
  const cards: GiftCardCodesEmail = {
    to: 'sara@example.com',
    locale: 'en',
    orderNumber: 'ORD-1700000000001',
    customerName: 'Sara',
    cards: [
      {
        productName: 'PlayStation <Store> 100',
        value: 36_500,
        code: 'PS-ABCD-EFGH-JKLM',
        pin: '4821',
        expiresAt: '2027-11-21T10:00:00.000Z',
      },
      {
        productName: 'Apple 50',
        value: 18_250,
        code: 'APPLE-2345-6789-WXYZ',
        expiresAt: '2027-11-21T10:00:00.000Z',
      },
    ],
  };

  it('lists every code with its product, value and expiry, and warns to keep them safe', () => {
    const mail = render('email:gift-card-codes', cards);
    expect(mail.subject).toBe('Your gift-card codes for order ORD-1700000000001 — Matjar');
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('PS-ABCD-EFGH-JKLM');
      expect(body).toContain('APPLE-2345-6789-WXYZ');
      expect(body).toContain(formatMoney(36_500, 'en'));
      expect(body).toContain('November 21, 2027');
      expect(body).toContain('Keep these codes safe');
    }
    expect(mail.html).toContain('PlayStation &lt;Store&gt; 100');
    // The brand's PIN goes with its code; a code without one shows none.
    expect(mail.text).toContain('PIN: 4821');
    expect(mail.text.match(/PIN:/g)).toHaveLength(1);
  });

  it('is in Arabic with the codes left to right', () => {
    const mail = render('email:gift-card-codes', { ...cards, locale: 'ar', customerName: 'هدى' });
    expect(mail.subject).toBe('رموز بطاقات الهدايا لطلبك ORD-1700000000001 — متجر');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toMatch(/<p dir="ltr"[^>]*>PS-ABCD-EFGH-JKLM<\/p>/);
    expect(mail.text).toContain('احتفظ بهذه الرموز في مكان آمن');
    expect(mail.text).toContain(formatMoney(18_250, 'ar'));
  });
});

describe('contact message e-mail', () => {
  it('goes to the shop, replies to the sender, and escapes the message', () => {
    const mail = render('email:contact-message', {
      to: 'info@matjar.qa',
      replyTo: 'huda@example.com',
      subject: 'Late order\r\nBcc: x@evil.test',
      contactMessageId: 4,
      name: 'Huda',
      email: 'huda@example.com',
      phone: null,
      message: 'Where is <my> order?\nThanks',
      locale: 'en',
    });
    expect(mail).toMatchObject({ to: 'info@matjar.qa', replyTo: 'huda@example.com' });
    expect(mail.subject).toBe('Contact form message: Late order Bcc: x@evil.test');
    expect(mail.html).toContain('Where is &lt;my&gt; order?<br>Thanks');
    expect(mail.text).toContain('Where is <my> order?\nThanks');
    expect(mail.text).not.toContain('Phone:');
    // Written to the shop itself, so no "write to us" footer.
    expect(mail.text).not.toContain('Questions?');
  });
});

describe('sign-in lockout e-mail', () => {
  const lockout = {
    to: 'owner@example.com',
    scope: 'customer',
    lockedMinutes: 15,
    lockedUntil: '2027-01-05T09:30:00Z',
  };

  it('tells the owner in English how long the lock lasts, without any password', () => {
    const mail = render('email:sign-in-lockout', { ...lockout, locale: 'en' });
    expect(mail.to).toBe('owner@example.com');
    expect(mail.subject).toContain('Sign-in to your account is paused');
    expect(mail.text).toContain('locked for 15 minutes');
    expect(mail.text).toContain('the shop');
    // 09:30 UTC is 12:30 in Qatar.
    expect(mail.text).toContain('12:30');
  });

  it('speaks Arabic right to left for the back office', () => {
    const mail = render('email:sign-in-lockout', { ...lockout, scope: 'staff', locale: 'ar' });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('لوحة التحكم');
    expect(mail.text).toContain('15 دقيقة');
  });
});

describe('outbox rows that cannot become e-mails', () => {
  it.each([
    ['email:order-confirmation', { to: 'a@b.qa', orderNumber: 'ORD-1', locale: 'ar' }],
    ['email:gift-card-codes', { ...order(), cards: [] }],
    ['email:sign-in-lockout', { to: 'a@b.qa', locale: 'en', scope: 'everyone' }],
    ['email:unknown-kind', {}],
  ])('%s with a payload that does not fit is refused for good', (kind, payload) => {
    expect(() => render(kind, payload)).toThrow(UnrenderableMailError);
  });
});

describe('what every e-mail shares (decision 040)', () => {
  it('opens with a hidden preview line saying what the e-mail is about', () => {
    const mail = render('email:order-confirmation', order({ locale: 'en' }));
    const preview = /<body[^>]*>\s*<div style="display:none;[^"]*"[^>]*>([^<&]*)/.exec(mail.html);
    expect(preview?.[1]).toContain('Thank you for shopping at Matjar');
  });

  it('shows the shop’s logo from the settings as an absolute address, and the name for an SVG or none', () => {
    const withLogo = { ...context, logoUrl: mailLogoUrl(context.publicUrl, '/media/logo.png') };
    expect(withLogo.logoUrl).toBe('https://shop.example.qa/media/logo.png');
    const html = renderOutboxMail('email:order-confirmation', order(), withLogo).html;
    expect(html).toContain('<img src="https://shop.example.qa/media/logo.png" alt="متجر"');
    expect(mailLogoUrl(context.publicUrl, '/media/logo.svg')).toBeUndefined();
    expect(mailLogoUrl(context.publicUrl, 'https://cdn.example.qa/l.webp')).toBe(
      'https://cdn.example.qa/l.webp',
    );
    expect(mailLogoUrl(context.publicUrl, null)).toBeUndefined();
    expect(render('email:order-confirmation', order()).html).not.toContain('<img');
  });

  it('names the sender in the e-mail’s language, keeping a name the operator chose', () => {
    expect(senderIn('Matjar <no-reply@matjar.qa>', 'ar')).toBe('"متجر" <no-reply@matjar.qa>');
    expect(senderIn('Matjar <no-reply@matjar.qa>', 'en')).toBe('"Matjar" <no-reply@matjar.qa>');
    expect(senderIn('no-reply@matjar.qa', 'ar')).toBe('"متجر" <no-reply@matjar.qa>');
    expect(senderIn('"Doha Phones" <shop@doha.qa>', 'ar')).toBe('"Doha Phones" <shop@doha.qa>');
  });

  it('writes every moment one way: the day, then the time as the storefront does (no padded hour)', () => {
    const at = '2026-11-29T01:21:00Z'; // 4:21 AM in Doha
    const reset = render('email:password-reset', {
      to: 'a@b.qa',
      locale: 'ar',
      customerName: 'نورة',
      token: '12.1795915238.abcdefghijklmnopqrstuv',
      expiresAt: at,
    });
    const confirmation = render('email:order-confirmation', order({ createdAt: at }));
    for (const text of [reset.text, confirmation.text]) {
      expect(text).toContain(mailDateTime(at, 'ar'));
      expect(text).toContain('4:21');
      expect(text).not.toContain('04:21');
    }
  });
});
