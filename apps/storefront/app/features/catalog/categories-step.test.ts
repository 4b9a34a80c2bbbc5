import { describe, expect, it } from 'vitest';
import { categoriesStepPath, parseCategoriesStep, type CategoriesStep } from './categories-step.js';

const parse = (query: string) => parseCategoriesStep(new URLSearchParams(query));

describe('parseCategoriesStep', () => {
  it('starts at the category step', () => {
    expect(parse('')).toEqual({ step: 'categories' });
  });

  it('reads the brand step from a category alone', () => {
    expect(parse('category=3')).toEqual({ step: 'brands', categoryId: 3 });
  });

  it('reads the product step for one brand or all brands', () => {
    expect(parse('category=3&brand=7')).toEqual({ step: 'products', categoryId: 3, brandId: 7, page: 1 });
    expect(parse('category=3&brand=all&page=2')).toEqual({
      step: 'products',
      categoryId: 3,
      brandId: null,
      page: 2,
    });
  });

  it('falls back a step on malformed values', () => {
    expect(parse('category=abc&brand=7')).toEqual({ step: 'categories' });
    expect(parse('category=0')).toEqual({ step: 'categories' });
    expect(parse('category=-2')).toEqual({ step: 'categories' });
    expect(parse('category=3&brand=x')).toEqual({ step: 'brands', categoryId: 3 });
    expect(parse('category=3&brand=7&page=0')).toMatchObject({ step: 'products', page: 1 });
  });
});

describe('categoriesStepPath', () => {
  it.each<[CategoriesStep, string]>([
    [{ step: 'categories' }, '/categories'],
    [{ step: 'brands', categoryId: 2 }, '/categories?category=2'],
    [{ step: 'products', categoryId: 2, brandId: null, page: 1 }, '/categories?category=2&brand=all'],
    [{ step: 'products', categoryId: 2, brandId: 9, page: 3 }, '/categories?category=2&brand=9&page=3'],
  ])('%j → %s', (step, path) => {
    expect(categoriesStepPath(step)).toBe(path);
    expect(parseCategoriesStep(new URLSearchParams(path.split('?')[1] ?? ''))).toEqual(step);
  });
});
