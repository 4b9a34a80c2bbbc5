import { describe, expect, it } from 'vitest';
import { gtinDigits, isValidGtin } from './product-identifiers.js';

describe('GTIN check digits', () => {
  it('takes the four GS1 lengths with a right check digit', () => {
    // EAN-13, UPC-A, EAN-8 and ITF-14 numbers from GS1's own examples and real boxes.
    for (const gtin of ['4006381333931', '194253401766', '036000291452', '96385074', '10614141000415']) {
      expect([gtin, isValidGtin(gtin)]).toEqual([gtin, true]);
    }
  });

  it('refuses a wrong check digit, swapped neighbours, other lengths and non-digits', () => {
    for (const gtin of [
      '4006381333932', // last digit off by one
      '4006381333391', // two neighbours swapped
      '400638133393', // 12 digits, but an EAN-13 cut short
      '12345',
      '123456789012345',
      '0000000000000',
      '40063813339a1',
      '',
    ]) {
      expect([gtin, isValidGtin(gtin)]).toEqual([gtin, false]);
    }
  });

  it('reads a barcode written in groups or with Arabic digits as its digits', () => {
    expect(gtinDigits('4 006381 33393 1')).toBe('4006381333931');
    expect(gtinDigits('٤٠٠٦٣٨١-٣٣٣٩٣١')).toBe('4006381333931');
    expect(isValidGtin(gtinDigits('٤٠٠٦٣٨١٣٣٣٩٣١'))).toBe(true);
  });
});
