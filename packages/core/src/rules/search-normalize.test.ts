import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from './search-normalize.js';

describe('normalizeForSearch', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إلكترونيات', 'الكترونيات'],
    ['آيفون', 'ايفون'],
    ['ٱلقرآن', 'القران'],
    ['سماعة', 'سماعه'],
    ['مستشفى', 'مستشفي'],
    ['هَاتِفٌ', 'هاتف'], // harakat
    ['سامسونـــج', 'سامسونج'], // tatweel
    ['الرحمٰن', 'الرحمن'], // superscript alef
    ['ايفون ١٥ برو', 'ايفون 15 برو'],
    ['۱۲۸ گیگ', '128 گیگ'],
    ['iPhone 15 PRO', 'iphone 15 pro'],
    ['  Galaxy   S24  ', 'galaxy s24'],
    ['', ''],
  ])('%j -> %j', (input, output) => {
    expect(normalizeForSearch(input)).toBe(output);
  });

  it('matches a query typed without hamza against a product name with it', () => {
    expect(normalizeForSearch('شاحن أبل سريع')).toContain(normalizeForSearch('ابل'));
  });
});
