import { describe, expect, it } from 'vitest';
import { StoreSearchSuggestions, type StoreSearchSuggestion } from './search.js';

const suggestion = (id: number): StoreSearchSuggestion => ({
  id,
  name: 'هاتف',
  name_en: 'Phone',
  image: null,
  price: 10_000,
  final_price: 10_000,
});
const suggestions = (count: number) => ({
  items: Array.from({ length: count }, (_, index) => suggestion(index + 1)),
});

describe('search suggestions (storefront §9: at most 5)', () => {
  it('answers up to 5 suggestions and refuses a sixth', () => {
    expect(StoreSearchSuggestions.safeParse(suggestions(5)).success).toBe(true);
    expect(StoreSearchSuggestions.safeParse(suggestions(6)).success).toBe(false);
  });
});
