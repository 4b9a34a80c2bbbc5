import { formatMoney, type StoreCartQuoteResponse } from '@matjar/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cartQuote from '../../lib/api/cart-quote.js';
import type { CartLine } from '../../lib/cart/cart-store.js';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { LiveAnnouncer } from '../../ui/live-announcer.js';
import { CouponBox } from './coupon-box.js';

const quote = { answer: null as unknown };
// A spy on the module's export rather than vi.mock: the test workers are reused from file to file
// (vitest.config.ts), and a module another file imported first would not be replaced by a mock.
beforeEach(() => {
  vi.spyOn(cartQuote, 'requestCartQuote').mockImplementation(
    async () => quote.answer as Awaited<ReturnType<typeof cartQuote.requestCartQuote>>,
  );
});

const LINE: CartLine = {
  productId: 12,
  variantId: null,
  quantity: 1,
  name: 'سماعات',
  name_en: 'Headphones',
  variantName: null,
  variantNameEn: null,
  image: null,
  price: 20_000,
  stock: 5,
  isGiftCard: false,
};

function answer(overrides: Partial<StoreCartQuoteResponse>): StoreCartQuoteResponse {
  return {
    lines: [],
    subtotal: 20_000,
    discount: 2_000,
    shippingFee: 0,
    shippingDiscount: 0,
    total: 18_000,
    hasPhysicalItems: true,
    isGiftCardOnly: false,
    delivery: null,
    coupon: null,
    couponError: null,
    quantityError: null,
    whatsappUpdates: false,
    ...overrides,
  };
}

/** The box as the cart page holds it: the applied code in state, the shell's live region beside it. */
function Harness() {
  const [applied, setApplied] = useState<string | null>(null);
  return (
    <>
      <CouponBox
        lines={[LINE]}
        coupons={[]}
        applied={applied}
        appliedError={null}
        onApply={setApplied}
        onRemove={() => setApplied(null)}
      />
      <LiveAnnouncer />
    </>
  );
}

const region = () => document.querySelector('[data-live-announcer]')!;

afterEach(() => vi.useRealTimers());

describe.each(LOCALES)('CouponBox announcements and focus (%s)', (locale) => {
  it('says the code applied with the new total, keeps focus on Apply, and says a removal', async () => {
    const user = userEvent.setup();
    quote.answer = answer({
      coupon: {
        code: 'SAVE10',
        type: 'percentage',
        value: 10,
        minOrder: 0,
        expiresAt: '2030-01-01T00:00:00.000Z',
        description: { ar: 'خصم', en: 'Off' },
      },
    });
    const { t } = renderInLocale(<Harness />, locale, { path: '/cart' });
    await user.type(screen.getByLabelText(t('cart.coupon.label')), 'save10');
    const apply = screen.getByRole('button', { name: t('cart.coupon.apply') });
    await user.click(apply);
    await waitFor(() =>
      expect(region().textContent).toBe(
        t('cart.announce.couponApplied', { code: 'SAVE10', total: formatMoney(18_000, locale) }),
      ),
    );
    // Busy, the button stayed focusable: focus never fell to the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t('cart.coupon.apply') }));

    await user.click(screen.getByRole('button', { name: t('cart.coupon.remove', { code: 'save10' }) }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(t('cart.coupon.label'))));
    expect(region().textContent).toBe(t('cart.announce.couponRemoved', { code: 'save10' }));
  });

  it('leaves a refusal to the alert under the field, announcing nothing else', async () => {
    const user = userEvent.setup();
    quote.answer = answer({
      couponError: { code: 'COUPON_INVALID', message: 'This code is not valid', messageAr: 'الكود غير صالح' },
    });
    const { t } = renderInLocale(<Harness />, locale, { path: '/cart' });
    // Whatever an earlier test left said stays as it was: nothing new is put in the region.
    const said = region().firstElementChild;
    await user.type(screen.getByLabelText(t('cart.coupon.label')), 'NOPE{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(locale === 'ar' ? 'الكود غير صالح' : 'This code is not valid');
    await act(async () => {});
    expect(region().firstElementChild).toBe(said);
  });
});
