import { GIFT_CARD_CATEGORY_ID, MAX_SPECIAL_OFFERS } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { shade } from '../images/svg-color.js';
import { arrivalHoursAgo } from './arrivals.js';
import { SEED_BRANDS } from './brands.js';
import { CATEGORY, SEED_CATEGORIES } from './categories.js';
import { planProduct } from './plan.js';
import { SEED_PRODUCTS } from './products.js';

const plans = SEED_PRODUCTS.map((p) => planProduct(p, GIFT_CARD_CATEGORY_ID));

describe('demo catalogue data', () => {
  it('has unique slugs, SKUs and brand names', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(SEED_PRODUCTS.map((p) => p.slug));
    unique(plans.flatMap((p) => p.variants.map((v) => v.sku)));
    unique(SEED_BRANDS.map((b) => b.ar));
    unique(SEED_BRANDS.map((b) => b.en));
  });

  it('covers every category and keeps each product within the rules', () => {
    for (const category of SEED_CATEGORIES) {
      expect(SEED_PRODUCTS.filter((p) => p.categories[0] === category.id).length).toBeGreaterThanOrEqual(8);
    }
    expect(SEED_PRODUCTS.filter((p) => p.specialOffer).length).toBeLessThanOrEqual(MAX_SPECIAL_OFFERS);
    expect(SEED_PRODUCTS.some((p) => p.categories.length > 1)).toBe(true);
    for (const p of SEED_PRODUCTS) {
      expect(p.imageCount, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.imageCount, p.slug).toBeLessThanOrEqual(6);
      if (p.discount?.type === 'percentage') expect(p.discount.value).toBeLessThanOrEqual(100);
    }
  });

  it('links products only to categories where a shopper looks for them', () => {
    // A charger, adapter or watch linked to phones opened /phones on accessories.
    const deviceOf: Record<number, string> = {
      [CATEGORY.phones]: 'phone',
      [CATEGORY.tablets]: 'tablet',
      [CATEGORY.laptops]: 'laptop',
      [CATEGORY.giftCards]: 'card',
    };
    for (const p of SEED_PRODUCTS) {
      for (const category of p.categories) {
        if (deviceOf[category]) expect(p.shape, `${p.slug} in category ${category}`).toBe(deviceOf[category]);
      }
    }
  });

  it('draws every colour on sale and no other, and one finish for a product without colours (D17)', () => {
    for (const plan of plans) {
      const offered = (plan.source.colors ?? []).map((c) => c.hex);
      const drawn = plan.pictures.map((p) => p.color);
      if (offered.length) {
        expect(new Set(drawn), plan.source.slug).toEqual(new Set(offered));
        for (const picture of plan.pictures) {
          expect(picture.color, plan.source.slug).toBe(offered[picture.colorIndex!]);
        }
      } else {
        expect(new Set(drawn).size, plan.source.slug).toBe(1);
      }
      expect(plan.pictures.length, plan.source.slug).toBeLessThanOrEqual(6);
      // The body colour is what the drawing is filled with (its light and dark gradient stops), not a label.
      for (const picture of plan.pictures) expect(picture.svg).toContain(shade(picture.color, 0.18));
    }
  });

  it('draws each accessory, audio and camera kind as itself, not as a look-alike', () => {
    const shapeOf = (slug: string) => SEED_PRODUCTS.find((p) => p.slug === slug)!.shape;
    expect(shapeOf('apple-magsafe-charger')).toBe('magsafe');
    expect(shapeOf('apple-20w-usb-c-adapter')).toBe('charger');
    expect(shapeOf('anker-737-power-bank')).toBe('power-bank');
    expect(shapeOf('belkin-boostcharge-pro')).toBe('charging-stand');
    expect(shapeOf('apple-pencil-pro')).toBe('stylus');
    expect(shapeOf('airtag-4-pack')).toBe('tracker');
    expect(shapeOf('apple-watch-series-10')).toBe('watch');
    expect(shapeOf('gopro-hero13-black')).toBe('action-camera');
    expect(shapeOf('instax-mini-12')).toBe('instant-camera');
  });

  it('gives picture files names that change when their drawing changes', () => {
    const names = plans.flatMap((p) => p.pictures.map((picture) => picture.name));
    expect(new Set(names).size).toBe(names.length);
    const pro = plans.find((p) => p.source.slug === 'iphone-16-pro')!;
    expect(pro.pictures[0]!.name).toMatch(/^iphone-16-pro-1-[0-9a-f]{8}$/);
  });

  it('dates arrivals so the newest products mix the categories, each opening on its first product', () => {
    const hoursAgo = arrivalHoursAgo(SEED_PRODUCTS);
    expect(new Set(hoursAgo).size).toBe(SEED_PRODUCTS.length);
    const newest = SEED_PRODUCTS.map((p, index) => ({ p, hours: hoursAgo[index]! }))
      .sort((a, b) => a.hours - b.hours)
      .map(({ p }) => p);
    expect(new Set(newest.slice(0, SEED_CATEGORIES.length).map((p) => p.categories[0])).size).toBe(
      SEED_CATEGORIES.length,
    );
    for (const category of SEED_CATEGORIES) {
      const first = SEED_PRODUCTS.find((p) => p.categories[0] === category.id);
      expect(newest.find((p) => p.categories[0] === category.id)).toBe(first);
    }
  });

  it('prices variants in dirhams from the base price plus the option step', () => {
    const pro = plans.find((p) => p.source.slug === 'iphone-16-pro')!;
    expect(pro.price).toBe(429_900);
    expect(pro.variants[0]).toMatchObject({
      nameEn: '256GB / Desert Titanium',
      name: '256GB / تيتانيوم صحراوي',
      price: 429_900,
    });
    expect(pro.variants.find((v) => v.nameEn === '1TB / Black Titanium')?.price).toBe(589_900);
    expect(pro.stock).toBe(pro.variants.reduce((sum, v) => sum + v.stock, 0));
    expect(pro.discountType).toBeNull();
  });

  it('stores a fixed discount in dirhams and a percentage as a whole percent', () => {
    expect(plans.find((p) => p.source.slug === 'iphone-16-pro-max')).toMatchObject({
      discountType: 'fixed',
      discountValue: 30_000,
    });
    expect(plans.find((p) => p.source.slug === 'galaxy-s25-ultra')).toMatchObject({
      discountType: 'percentage',
      discountValue: 10,
    });
  });

  it('gives gift cards one denomination variant per value on brands 29–38', () => {
    const cards = plans.filter((p) => p.isGiftCard);
    expect(cards.map((c) => c.brandId)).toEqual([29, 30, 31, 32, 33, 34, 35, 36, 37, 38]);
    const apple = cards[0]!;
    expect(apple.variants.map((v) => [v.nameEn, v.denomination, v.price])).toEqual([
      ['50 QAR', 5_000, 5_000],
      ['100 QAR', 10_000, 10_000],
      ['200 QAR', 20_000, 20_000],
      ['500 QAR', 50_000, 50_000],
    ]);
  });
});
