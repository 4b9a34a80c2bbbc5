import { describe, expect, it } from 'vitest';
import { parseCheckoutChoices, parseCheckoutDetails } from './checkout-details-storage.js';

describe('checkout details kept for a retry (D23)', () => {
  it('brings back the contact and address fields only', () => {
    const raw = JSON.stringify({
      firstName: 'Huda',
      phone: '55123456',
      city: 'doha',
      zone: '25',
      cardNumber: '4111111111111111',
      email: 42,
    });
    expect(parseCheckoutDetails(raw)).toEqual({
      firstName: 'Huda',
      phone: '55123456',
      city: 'doha',
      zone: '25',
    });
  });

  it('ignores anything unreadable or oversized', () => {
    expect(parseCheckoutDetails(null)).toEqual({});
    expect(parseCheckoutDetails('not json')).toEqual({});
    expect(parseCheckoutDetails('null')).toEqual({});
    expect(parseCheckoutDetails(JSON.stringify({ notes: 'x'.repeat(1_001) }))).toEqual({});
  });
});

describe('the choices kept for a retry after a declined card', () => {
  it('keeps the payment method and a ticked consent', () => {
    expect(parseCheckoutChoices(JSON.stringify({ paymentMethod: 'online', whatsappOptIn: true }))).toEqual({
      paymentMethod: 'online',
      whatsappOptIn: true,
    });
    expect(parseCheckoutChoices(JSON.stringify({ paymentMethod: 'cash', whatsappOptIn: false }))).toEqual({
      paymentMethod: 'cash',
      whatsappOptIn: false,
    });
  });
  it('never assumes a consent or a method it cannot read', () => {
    for (const raw of [null, '', 'not json', 'null', '{"paymentMethod":"bank","whatsappOptIn":"yes"}']) {
      expect(parseCheckoutChoices(raw)).toEqual({ paymentMethod: null, whatsappOptIn: false });
    }
  });
});
