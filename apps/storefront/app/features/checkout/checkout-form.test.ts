import { describe, expect, it } from 'vitest';
import { buildCreateOrderBody, EMPTY_CHECKOUT, validateCheckout, type CartKind } from './checkout-form.js';

const physical: CartKind = { isGiftCardOnly: false, hasGiftCards: false };
const mixed: CartKind = { isGiftCardOnly: false, hasGiftCards: true };
const giftOnly: CartKind = { isGiftCardOnly: true, hasGiftCards: true };
const filled = {
  ...EMPTY_CHECKOUT,
  firstName: 'Sara',
  lastName: 'Ali',
  phone: '55123456',
  email: 'sara@example.qa',
  city: 'Doha',
  zone: '66',
  street: '850',
  building: '12',
};

describe('validateCheckout', () => {
  it('asks a physical cart for name, phone, e-mail, a Qatar address (D14) and a method', () => {
    expect(validateCheckout(EMPTY_CHECKOUT, null, physical)).toEqual({
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      phone: 'REQUIRED',
      email: 'REQUIRED',
      city: 'DELIVERY_CITY_REQUIRED',
      zone: 'DELIVERY_ZONE_REQUIRED',
      street: 'DELIVERY_STREET_REQUIRED',
      building: 'DELIVERY_BUILDING_REQUIRED',
      paymentMethod: 'REQUIRED',
    });
    expect(validateCheckout(filled, 'cash', physical)).toEqual({});
  });

  it('takes a Qatari mobile in any digits and refuses anything else (D24)', () => {
    expect(validateCheckout({ ...filled, phone: '٥٥٦٦ ٧٧٨٨' }, 'cash', physical)).toEqual({});
    for (const phone of ['12', '٥٥١٢', '4412 3456']) {
      expect(validateCheckout({ ...filled, phone }, 'cash', physical)).toEqual({ phone: 'PHONE_INVALID' });
    }
  });

  it('asks a gift-card-only cart for no phone, no address and no method', () => {
    expect(
      validateCheckout({ ...EMPTY_CHECKOUT, ...filled, phone: '', city: '', zone: '' }, null, giftOnly),
    ).toEqual({});
  });

  it('asks a cart of a gift card and goods for the address too, blank parts as empty', () => {
    expect(validateCheckout({ ...filled, street: '   ', building: 'tower' }, 'online', mixed)).toEqual({
      street: 'DELIVERY_STREET_REQUIRED',
      building: 'INVALID_BUILDING_NUMBER',
    });
  });

  it('refuses cash when the cart holds a gift card', () => {
    expect(validateCheckout(filled, 'cash', mixed)).toEqual({
      paymentMethod: 'CASH_NOT_ALLOWED_FOR_GIFT_CARDS',
    });
    expect(validateCheckout(filled, 'online', mixed)).toEqual({});
  });

  it('checks the e-mail address and treats spaces as empty', () => {
    expect(validateCheckout({ ...filled, email: 'sara@' }, 'cash', physical)).toEqual({
      email: 'INVALID_EMAIL',
    });
    expect(validateCheckout({ ...filled, firstName: '   ' }, 'cash', physical)).toEqual({
      firstName: 'REQUIRED',
    });
  });
});

describe('buildCreateOrderBody', () => {
  const items = [{ product_id: 3, variant_id: null, quantity: 1 }];

  it('sends details, shipping and the chosen method for a physical cart', () => {
    const body = buildCreateOrderBody({
      values: { ...filled, city: ' Doha ', street: ' Al Sadd St ', unit: '4', notes: '' },
      method: 'cash',
      kind: physical,
      items,
      couponCode: 'MATJAR10',
      locale: 'ar',
    });
    expect(body).toEqual({
      customer: { name: 'Sara Ali', email: 'sara@example.qa', phone: '55123456' },
      items,
      orderData: {
        shipping_city: 'Doha',
        shipping_zone: '66',
        shipping_street: 'Al Sadd St',
        shipping_building: '12',
        shipping_unit: '4',
        shipping_landmark: undefined,
        shipping_notes: undefined,
      },
      paymentMethod: 'cash',
      couponCode: 'MATJAR10',
      locale: 'ar',
    });
  });

  it('pays a gift-card-only cart online with no address', () => {
    const body = buildCreateOrderBody({
      values: { ...filled, city: 'Doha' },
      method: 'cash',
      kind: giftOnly,
      items,
      couponCode: null,
      locale: 'en',
    });
    expect(body.paymentMethod).toBe('online');
    expect(body.orderData).toEqual({});
    expect(body.customer.phone).toBeUndefined();
  });

  it('sends the WhatsApp opt-in only when ticked, and only with a phone to message', () => {
    const base = { values: filled, method: 'cash' as const, items, couponCode: null, locale: 'en' as const };
    expect(buildCreateOrderBody({ ...base, kind: physical, whatsappOptIn: true }).whatsappOptIn).toBe(true);
    expect(buildCreateOrderBody({ ...base, kind: physical, whatsappOptIn: false })).not.toHaveProperty(
      'whatsappOptIn',
    );
    expect(buildCreateOrderBody({ ...base, kind: physical })).not.toHaveProperty('whatsappOptIn');
    expect(buildCreateOrderBody({ ...base, kind: giftOnly, whatsappOptIn: true })).not.toHaveProperty(
      'whatsappOptIn',
    );
  });

  it('asks to save the address only when ticked, and only with an address to save (decision 037)', () => {
    const base = { values: filled, method: 'cash' as const, items, couponCode: null, locale: 'en' as const };
    expect(buildCreateOrderBody({ ...base, kind: physical, saveAddress: true }).saveAddress).toBe(true);
    expect(buildCreateOrderBody({ ...base, kind: physical, saveAddress: false })).not.toHaveProperty(
      'saveAddress',
    );
    expect(buildCreateOrderBody({ ...base, kind: giftOnly, saveAddress: true })).not.toHaveProperty(
      'saveAddress',
    );
  });
});
