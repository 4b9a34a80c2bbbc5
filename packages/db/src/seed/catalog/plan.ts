import { toDirhams } from '@matjar/core';
import { artName } from '../images/art-name.js';
import { pictureFinish, productPictureSvg } from '../images/product-picture.js';
import type { SeedColor, SeedProduct } from '../types.js';
import { brandIdByName } from './brands.js';
import { STORAGE_OPTION } from './palette.js';

const COLOR_OPTION = { ar: 'اللون', en: 'Color' };

export interface PlannedVariant {
  name: string;
  nameEn: string;
  price: number;
  stock: number;
  sku: string;
  attributes: Record<string, string>;
  denomination: number | null;
  /** Index into the product's colours, for linking pictures; null without a colour option. */
  colorIndex: number | null;
}

export interface PlannedPicture {
  /** Media name: files are products/<name>-<width>.<ext>; it ends with a hash of the drawing. */
  name: string;
  /** The colour option value the picture shows; null without a colour option. */
  colorIndex: number | null;
  /** Body colour drawn: the colour value's swatch, or the product's one finish. */
  color: string;
  svg: string;
}

/** Everything the insert code writes for one product, derived from its catalogue entry; prices in dirhams. */
export interface PlannedProduct {
  source: SeedProduct;
  brandId: number;
  price: number;
  stock: number;
  discountType: 'percentage' | 'fixed' | null;
  discountValue: number;
  variantOptionName: string | null;
  variantOptionNameAr: string | null;
  variants: PlannedVariant[];
  pictures: PlannedPicture[];
  isGiftCard: boolean;
}

const skuPart = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');

function planVariants(product: SeedProduct, isGiftCard: boolean): PlannedVariant[] {
  const sizes = product.sizes ?? [];
  const colors: readonly (SeedColor | null)[] = product.colors?.length ? product.colors : [null];
  if (sizes.length === 0 && !product.colors?.length) return [];
  const sizeOption = product.sizeOption ?? STORAGE_OPTION;
  const stocks = product.variantStocks ?? [product.stock];
  const variants: PlannedVariant[] = [];
  for (const size of sizes.length ? sizes : [null]) {
    colors.forEach((color, colorIndex) => {
      const partsAr = [size ? (size.labelAr ?? size.label) : null, color?.ar].filter(Boolean);
      const partsEn = [size?.label, color?.en].filter(Boolean);
      const attributes: Record<string, string> = {};
      if (size) attributes[sizeOption.en] = size.label;
      if (color) attributes[COLOR_OPTION.en] = color.en;
      variants.push({
        name: partsAr.join(' / '),
        nameEn: partsEn.join(' / '),
        price: toDirhams(product.price + (size?.extra ?? 0)),
        stock: stocks[variants.length % stocks.length]!,
        sku: [skuPart(product.slug), ...partsEn.map((p) => skuPart(p!))].join('-'),
        attributes,
        denomination: isGiftCard && size ? toDirhams(product.price + size.extra) : null,
        colorIndex: color ? colorIndex : null,
      });
    });
  }
  return variants;
}

export function planProduct(product: SeedProduct, giftCardCategoryId: number): PlannedProduct {
  const isGiftCard = product.categories.includes(giftCardCategoryId);
  const variants = planVariants(product, isGiftCard);
  const brandId = brandIdByName(product.brand);
  const colors = product.colors ?? [];
  const subject = { shape: product.shape, brandId, isGiftCard, finish: product.finish };
  // Every colour on sale gets at least one picture, and no picture shows a colour that is not on sale.
  const pictureCount = Math.max(product.imageCount, colors.length);
  const pictures: PlannedPicture[] = Array.from({ length: pictureCount }, (_, index) => {
    const colorIndex = colors.length ? index % colors.length : null;
    const color = colorIndex === null ? pictureFinish(subject) : colors[colorIndex]!.hex;
    const svg = productPictureSvg(subject, index, color);
    return { name: artName(`${product.slug}-${index + 1}`, svg), colorIndex, color, svg };
  });
  const labelsEn = [
    product.sizes?.length ? (product.sizeOption ?? STORAGE_OPTION).en : null,
    product.colors?.length ? COLOR_OPTION.en : null,
  ].filter(Boolean);
  const labelsAr = [
    product.sizes?.length ? (product.sizeOption ?? STORAGE_OPTION).ar : null,
    product.colors?.length ? COLOR_OPTION.ar : null,
  ].filter(Boolean);
  return {
    source: product,
    brandId,
    price: variants.length ? Math.min(...variants.map((v) => v.price)) : toDirhams(product.price),
    stock: variants.length ? variants.reduce((sum, v) => sum + v.stock, 0) : product.stock,
    discountType: product.discount?.type ?? null,
    discountValue: !product.discount
      ? 0
      : product.discount.type === 'fixed'
        ? toDirhams(product.discount.value)
        : product.discount.value,
    variantOptionName: labelsEn.length ? labelsEn.join(' / ') : null,
    variantOptionNameAr: labelsAr.length ? labelsAr.join(' / ') : null,
    variants,
    pictures,
    isGiftCard,
  };
}

export { COLOR_OPTION };
