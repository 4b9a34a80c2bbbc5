import { describe, expect, it } from 'vitest';
import { parseCheckoutDetails } from './checkout-details-storage.js';

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
