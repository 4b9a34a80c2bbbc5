import { describe, expect, it } from 'vitest';
import { latinDigits } from './latin-digits.js';

describe('latinDigits', () => {
  it('reads Arabic-Indic and Persian digits as Latin ones and leaves the rest', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('منطقة ٦٦، Zone 6۶ #١٠٠١')).toBe('منطقة 66، Zone 66 #1001');
  });
});
