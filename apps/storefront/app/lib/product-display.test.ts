import { describe, expect, it } from 'vitest';
import { localName, localText, stockLabel } from './product-display.js';

describe('stockLabel', () => {
  it.each([
    [0, 'out'],
    [null, 'out'],
    [1, 'low'],
    [2, 'low'],
    [3, null],
    [40, null],
  ])('stock %s → %s', (stock, label) => expect(stockLabel(stock)).toBe(label));
});

describe('localText', () => {
  it('falls back to Arabic text when the English one is missing', () => {
    expect(localText('هاتف', 'Phone', 'en')).toBe('Phone');
    expect(localText('هاتف', '  ', 'en')).toBe('هاتف');
    expect(localText('هاتف', 'Phone', 'ar')).toBe('هاتف');
  });
});

describe('localName', () => {
  it('uses the English name on English pages and falls back to the default name', () => {
    expect(localName({ name: 'سماعة', name_en: 'Headset' }, 'en')).toBe('Headset');
    expect(localName({ name: 'سماعة', name_en: 'Headset' }, 'ar')).toBe('سماعة');
    expect(localName({ name: 'سماعة', name_en: ' ' }, 'en')).toBe('سماعة');
  });
});
