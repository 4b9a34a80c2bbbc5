import { describe, expect, it } from 'vitest';
import { categoryMatches } from './picker-search';

const phones = { name: 'الهواتف الذكية', name_en: 'Smart phones' };
const tablets = { name: 'أجهزة لوحية', name_en: 'Tablets' };

describe('category picker search', () => {
  it('matches either name, English without regard to case', () => {
    expect(categoryMatches(phones, 'PHONE')).toBe(true);
    expect(categoryMatches(phones, 'الهواتف')).toBe(true);
    expect(categoryMatches(tablets, 'phone')).toBe(false);
  });

  it('folds Arabic spellings as the server search does (أ/ا, ة/ه)', () => {
    expect(categoryMatches(tablets, 'اجهزه')).toBe(true);
    expect(categoryMatches(phones, 'الذكيه')).toBe(true);
  });

  it('shows everything while nothing is typed', () => {
    expect(categoryMatches(tablets, '   ')).toBe(true);
  });
});
