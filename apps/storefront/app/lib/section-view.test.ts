import type { StoreHomepageSection, StoreProductCard } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { sectionView } from './section-view.js';

const product = { id: 1 } as StoreProductCard;
const category = { id: 1, brands: [] } as unknown as StoreHomepageSection['categories'][number];
const banner = { id: 'b1', url: '/media/banners/a-640.webp' };

function section(
  kind: StoreHomepageSection['kind'],
  extra: Partial<StoreHomepageSection> = {},
  images: (typeof banner)[] = [],
): StoreHomepageSection {
  return {
    section: { id: `${kind}-id`, section_type: kind, display_order: 1, is_enabled: true, config: { images } },
    kind,
    title: 'T',
    products: [],
    categories: [],
    ...extra,
  };
}

describe('sectionView', () => {
  it('draws the hero from its pictures, or the built-in welcome banner without any', () => {
    expect(sectionView(section('hero_banner', {}, [banner]))).toEqual({ type: 'hero', fallback: false });
    expect(sectionView(section('hero_banner'))).toEqual({ type: 'hero', fallback: true });
  });

  it('draws any other banner type as a carousel only when it has pictures', () => {
    expect(sectionView(section('banner', {}, [banner]))).toEqual({ type: 'banner' });
    expect(sectionView(section('banner'))).toBeNull();
  });

  it('draws latest products as a strip and offers or chosen products as a grid with a section page', () => {
    expect(sectionView(section('latest_products', { products: [product] }))).toEqual({
      type: 'products',
      layout: 'strip',
      viewAll: '/products',
    });
    expect(sectionView(section('offers', { products: [product] }))).toEqual({
      type: 'products',
      layout: 'grid',
      viewAll: '/section/offers-id',
    });
    expect(sectionView(section('products', { products: [product] }))).toMatchObject({ layout: 'grid' });
    expect(sectionView(section('offers'))).toBeNull();
  });

  it('draws the categories strip and chosen categories when there are categories', () => {
    expect(sectionView(section('categories', { categories: [category] }))).toEqual({
      type: 'categories',
      viewAll: '/categories',
    });
    expect(sectionView(section('chosen_categories', { categories: [category] }))).toEqual({
      type: 'categories',
      viewAll: null,
    });
    expect(sectionView(section('categories'))).toBeNull();
  });

  it('always draws info blocks and never unknown types', () => {
    expect(sectionView(section('info'))).toEqual({ type: 'info' });
    expect(sectionView(section('unknown'))).toBeNull();
  });
});
