// What the demo seed writes into the catalogue and the homepage_sections setting, derived from the seed's own
// data and planning functions (as seeded-settings.ts does for the shell), so the journeys follow the seed.
import { effectivePrice, type HomepageSection } from '@matjar/core';
import { SEED_BRANDS } from '../../packages/db/src/seed/catalog/brands.js';
import { CATEGORY, SEED_CATEGORIES } from '../../packages/db/src/seed/catalog/categories.js';
import { STORAGE_OPTION } from '../../packages/db/src/seed/catalog/palette.js';
import {
  planProduct,
  type PlannedProduct,
  type PlannedVariant,
} from '../../packages/db/src/seed/catalog/plan.js';
import { SEED_PRODUCTS } from '../../packages/db/src/seed/catalog/products.js';
import { seedHomepageSections } from '../../packages/db/src/seed/content/homepage.js';

export interface SeededProduct {
  /** Products get ids 1..n in seed order. */
  id: number;
  plan: PlannedProduct;
}

export const SEEDED_PRODUCTS: readonly SeededProduct[] = SEED_PRODUCTS.map((source, index) => ({
  id: index + 1,
  plan: planProduct(source, CATEGORY.giftCards),
}));

/** Section ids of the stored homepage in display order, enabled only (what the home page must show). */
export function seededHomepageOrder(): string[] {
  const sections: HomepageSection[] = seedHomepageSections(() => '/media/x-640.webp', []);
  return sections
    .filter((section) => section.is_enabled)
    .sort((a, b) => a.display_order - b.display_order)
    .map((section) => section.id);
}

/** Names in both languages, as the pages show them. */
export interface SeededName {
  id: number;
  ar: string;
  en: string;
}

export function categoryOf(product: SeededProduct): SeededName {
  return SEED_CATEGORIES.find((category) => category.id === product.plan.source.categories[0])!;
}

export function brandOf(product: SeededProduct): SeededName {
  return SEED_BRANDS.find((brand) => brand.id === product.plan.brandId)!;
}

/** An active product with two in-stock variants of different prices, and those two variants. */
export function productWithPricedVariants() {
  for (const product of SEEDED_PRODUCTS) {
    if (product.plan.source.isActive === false) continue;
    const inStock = product.plan.variants.filter((variant) => variant.stock > 0);
    const first = inStock[0];
    const other = inStock.find((variant) => first && variant.price !== first.price);
    if (first && other) return { product, first, other };
  }
  throw new Error('the seed has no product with two in-stock variants of different prices');
}

/** The shelf price of a variant after the product's discount (core's rule), integer dirhams. */
export function variantFinalPrice(product: SeededProduct, variantPrice: number): number {
  const { plan } = product;
  return effectivePrice(
    { price: plan.price, discount_type: plan.discountType, discount_value: plan.discountValue },
    variantPrice,
  ).final;
}

/** Arabic search folding a shopper might type: bare alef for أ إ آ, ه for ة. */
export function foldedArabic(text: string): string {
  return text.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');
}

/** An active product whose Arabic name has a hamza form or ta marbuta, so its folded spelling differs. */
export function productWithHamzaName(): SeededProduct {
  const product = SEEDED_PRODUCTS.find(
    (candidate) => candidate.plan.source.isActive !== false && /[أإة]/.test(candidate.plan.source.nameAr),
  );
  if (!product) throw new Error('no seeded Arabic name with أ, إ or ة');
  return product;
}

/**
 * The option values a shopper picks on the product page to choose a seeded variant, in the page's order
 * (the size-like option, then the colour), each with its option's name.
 */
export function choicesOf(product: SeededProduct, variant: PlannedVariant) {
  const { source } = product.plan;
  const choices: { option: SeededName; value: SeededName }[] = [];
  const sizeOption = source.sizeOption ?? STORAGE_OPTION;
  const size = source.sizes?.find((candidate) => candidate.label === variant.attributes[sizeOption.en]);
  if (size) {
    choices.push({
      option: { id: 0, ...sizeOption },
      value: { id: 0, ar: size.labelAr ?? size.label, en: size.label },
    });
  }
  const color = variant.colorIndex === null ? undefined : source.colors?.[variant.colorIndex];
  if (color) {
    choices.push({
      option: { id: 0, ar: 'اللون', en: 'Color' },
      value: { id: 0, ar: color.ar, en: color.en },
    });
  }
  return choices;
}

/** An active product with variants, every one of them sold out. */
export function soldOutProductWithVariants(): SeededProduct {
  const product = SEEDED_PRODUCTS.find(
    ({ plan }) =>
      plan.source.isActive !== false &&
      plan.variants.length > 0 &&
      plan.variants.every((variant) => variant.stock <= 0),
  );
  if (!product) throw new Error('the seed has no active product whose every variant is sold out');
  return product;
}

/**
 * A product chosen by its options whose one option value is sold out in every variant while the product still
 * has stock elsewhere: that value, and an in-stock value of each other option.
 */
export function productWithSoldOutOptionValue(): {
  product: SeededProduct;
  soldOut: { key: string; value: PlannedVariant['attributes'][string] };
  others: { key: string; value: string }[];
} {
  for (const product of SEEDED_PRODUCTS) {
    const { plan } = product;
    if (plan.source.isActive === false || plan.variants.length < 2) continue;
    if (!plan.variants.some((v) => v.stock > 0)) continue;
    const keys = Object.keys(plan.variants[0]!.attributes);
    for (const key of keys) {
      const values = [...new Set(plan.variants.map((v) => v.attributes[key]!))];
      const value = values.find((candidate) =>
        plan.variants.filter((v) => v.attributes[key] === candidate).every((v) => v.stock <= 0),
      );
      if (value === undefined) continue;
      const others = keys
        .filter((other) => other !== key)
        .map((other) => ({ key: other, value: plan.variants[0]!.attributes[other]! }));
      return { product, soldOut: { key, value }, others };
    }
  }
  throw new Error('the seed has no product with one sold-out option value');
}

/**
 * A product without variants and the most stock of them: the journeys share one shop, and every order placed
 * here (cash, and card orders that hold their units until paid or expired) takes a unit of it; the run's global
 * setup stocks it for all of them, so a cash order of one unit always goes through. Some journeys order the
 * first such product on their own: this is another.
 */
export const orderableProduct = SEEDED_PRODUCTS.filter(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 20,
).reduce((most, product) => (product.plan.stock > most.plan.stock ? product : most));
