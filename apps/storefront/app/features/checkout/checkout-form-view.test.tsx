import { errorMessage, type StoreCartQuoteResponse, type StoreQuoteLine } from '@matjar/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { CheckoutForm } from './checkout-form-view.js';

const PHONE_LINE: StoreQuoteLine = {
  product_id: 12,
  variant_id: null,
  name: { ar: 'آيفون 16 برو', en: 'iPhone 16 Pro' },
  variantName: null,
  image: null,
  unitPrice: 429_900,
  quantity: 1,
  lineTotal: 429_900,
  available: 4,
  isGiftCard: false,
  problem: null,
};

const quoteOf = (lines: StoreQuoteLine[]): StoreCartQuoteResponse => {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const physical = lines.some((line) => !line.isGiftCard);
  return {
    lines,
    subtotal,
    discount: 0,
    shippingFee: 0,
    shippingDiscount: 0,
    total: subtotal,
    hasPhysicalItems: physical,
    isGiftCardOnly: !physical,
    delivery: physical
      ? { delivered: true, zone: null, freeAbove: null, amountToFreeDelivery: null, daysMin: 1, daysMax: 2 }
      : null,
    coupon: null,
    couponError: null,
    quantityError: null,
    // WhatsApp is off in a fresh shop: the form offers no opt-in.
    whatsappUpdates: false,
  };
};

const GIFT_CARD_LINE: StoreQuoteLine = {
  ...PHONE_LINE,
  product_id: 40,
  name: { ar: 'بطاقة هدية', en: 'Gift card' },
  unitPrice: 10_000,
  lineTotal: 10_000,
  isGiftCard: true,
};

// A guest's checkout asks the server nothing until the order is sent; any request here is a test failure.
const fetchSpy = vi.fn(() => Promise.reject(new Error('component tests have no network')));
beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

/** What a screen reader hears after a field's name: the texts its aria-describedby points at. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

// Fields are found by their label rather than by role: a role query walks the whole form's accessibility
// tree, which is slow for a form this size on a busy machine. A required field's label ends with its mark.
const labelText = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const fieldLabelled = (label: string) => screen.getByLabelText(labelText(label));

function renderCheckout(locale: 'ar' | 'en', lines: StoreQuoteLine[] = [PHONE_LINE]) {
  const items = lines.map((line) => ({
    product_id: line.product_id,
    variant_id: line.variant_id,
    quantity: line.quantity,
  }));
  return renderInLocale(
    <CheckoutForm quote={quoteOf(lines)} items={items} couponCode={null} onCityChange={() => undefined} />,
    locale,
    { path: '/checkout' },
  );
}

describe.each(LOCALES)('CheckoutForm (%s)', (locale) => {
  const required = errorMessage('REQUIRED', locale);

  it('marks every missing detail with its reason, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const { t } = renderCheckout(locale);
    await user.click(screen.getByRole('button', { name: t('checkout.submit.cash') }));

    for (const label of [
      'checkout.firstName',
      'checkout.lastName',
      'checkout.phone',
      'checkout.email',
    ] as const) {
      const input = fieldLabelled(t(label));
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(descriptionOf(input), label).toBe(required);
    }
    expect(fieldLabelled(t('checkout.city')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('checkout.method.required'))).toBeTruthy();
    expect(screen.getByText(t('checkout.fixErrors')).getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(fieldLabelled(t('checkout.firstName')));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names the phone field with the +974 before it, and reads nothing as invalid before a submit', async () => {
    const user = userEvent.setup();
    const { t } = renderCheckout(locale);
    const phone = fieldLabelled(t('checkout.phone'));
    // The name a screen reader hears: the label (without its asterisk) and the prefix.
    const name = (phone.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => {
        const part = document.getElementById(id)!.cloneNode(true) as HTMLElement;
        part.querySelectorAll('[aria-hidden]').forEach((hidden) => hidden.remove());
        return part.textContent!.trim();
      })
      .join(' ');
    expect(name).toBe(`${t('checkout.phone')} +974`);

    const city = fieldLabelled(t('checkout.city')) as HTMLSelectElement;
    expect(city.tagName).toBe('SELECT');
    // Required for people, not :invalid for the browser before the shopper has done anything.
    expect(city.getAttribute('aria-required')).toBe('true');
    expect(city.matches(':invalid')).toBe(false);
    expect(city.getAttribute('aria-invalid')).toBeNull();
    await user.click(city);
    await user.tab();
    expect(city.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('checkout.submit.cash') }));
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(city)).toBe(errorMessage('DELIVERY_CITY_REQUIRED', locale));
  });

  it('clears a field’s error as soon as it is typed into, leaving the others', async () => {
    const user = userEvent.setup();
    const { t } = renderCheckout(locale);
    await user.click(screen.getByRole('button', { name: t('checkout.submit.cash') }));
    const firstName = fieldLabelled(t('checkout.firstName'));
    await user.type(firstName, 'Mariam');
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    expect(firstName.getAttribute('aria-describedby')).toBeNull();
    expect(fieldLabelled(t('checkout.lastName')).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a malformed e-mail and a number that is not a Qatari mobile', async () => {
    const user = userEvent.setup();
    const { t } = renderCheckout(locale);
    await user.type(fieldLabelled(t('checkout.email')), 'mariam@');
    await user.type(fieldLabelled(t('checkout.phone')), '1234');
    await user.click(screen.getByRole('button', { name: t('checkout.submit.cash') }));
    expect(descriptionOf(fieldLabelled(t('checkout.email')))).toBe(errorMessage('INVALID_EMAIL', locale));
    expect(descriptionOf(fieldLabelled(t('checkout.phone')))).toBe(errorMessage('PHONE_INVALID', locale));
  });

  it('focuses the first field shown with a problem, not the first one checked', async () => {
    const user = userEvent.setup();
    const { t } = renderCheckout(locale);
    await user.type(fieldLabelled(t('checkout.firstName')), 'Sara');
    await user.type(fieldLabelled(t('checkout.lastName')), 'Ali');
    await user.type(fieldLabelled(t('checkout.phone')), '12');
    await user.type(fieldLabelled(t('checkout.email')), 'sara@example');
    await user.click(screen.getByRole('button', { name: t('checkout.submit.cash') }));
    // The e-mail is checked first, but the phone is shown above it.
    expect(descriptionOf(fieldLabelled(t('checkout.email')))).toBe(errorMessage('INVALID_EMAIL', locale));
    expect(document.activeElement).toBe(fieldLabelled(t('checkout.phone')));
  });

  it('asks a cart of gift cards only for a name and an e-mail: no phone, no address, no method', async () => {
    const user = userEvent.setup();
    const { t } = renderCheckout(locale, [GIFT_CARD_LINE]);
    expect(screen.queryByLabelText(labelText(t('checkout.phone')))).toBeNull();
    expect(screen.queryByLabelText(labelText(t('checkout.city')))).toBeNull();
    expect(screen.getByText(t('checkout.giftOnly'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('checkout.submit.online') }));
    expect(fieldLabelled(t('checkout.email')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(t('checkout.method.required'))).toBeNull();
  });
});
