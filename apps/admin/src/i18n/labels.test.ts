import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';

// Labels that mean what they do: a button's first word is what a person reads before acting.
const firstWord = (text: string) => text.trim().split(/\s+/)[0];

describe('labels that mean what they do', () => {
  it.each([
    ['ar', ar],
    ['en', en],
  ] as const)('calls archiving an order Archive, not Delete (%s)', (_language, catalog) => {
    for (const key of ['orders.archive', 'orders.archive.named', 'orders.archive.title'] as const) {
      expect(firstWord(catalog[key])).not.toBe(catalog['common.delete']);
    }
    expect(catalog['orders.archive']).not.toBe(catalog['common.delete']);
  });

  it.each([
    ['ar', ar],
    ['en', en],
  ] as const)('starts voiding a gift card with another word than closing the dialog (%s)', (_language, c) => {
    const cancel = firstWord(c['common.cancel']);
    for (const key of ['giftCards.void', 'giftCards.voidNamed', 'giftCards.voidSubmit'] as const) {
      expect(firstWord(c[key])).not.toBe(cancel);
    }
  });

  it.each([
    ['ar', ar],
    ['en', en],
  ] as const)('words taking an icon off a category or brand as removing it (%s)', (_language, catalog) => {
    for (const key of ['categories.deleteIconNamed', 'brands.deleteIconNamed'] as const) {
      expect(firstWord(catalog[key])).not.toBe(catalog['common.delete']);
    }
    expect(catalog['categories.removeIcon']).toBe(catalog['categories.deleteIconAction']);
    // The visible words are part of the button's name, so speech input and screen readers agree (axe).
    expect(catalog['categories.deleteIconNamed']).toContain(catalog['categories.removeIcon']);
    expect(catalog['brands.deleteIconNamed']).toContain(catalog['brands.removeIcon']);
  });
});
