import {
  AdminCreateProductBody,
  type AdminCreateProductInput,
  type AdminProductDetail,
  type DiscountType,
} from '@matjar/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

// The create/edit form holds the product as the API takes it (same field names, so the server's issue paths
// land on the form's fields), plus what only the screen needs: a local key on every option, value, variant and
// image (React keys, the temporary id of staged rows, the link between a picture and a colour), and empty
// states (no brand chosen, no price typed) the API has no words for.

export type OptionType = 'text' | 'color';

export interface ProductFormOptionValue {
  key: string;
  id?: number;
  value: string;
  value_en: string;
  /** Colour options only (#rrggbb). */
  color_hex: string | null;
  /** Pictures kept on the value by older data; carried through untouched. */
  images: string[];
}

export interface ProductFormOption {
  key: string;
  id?: number;
  option_name: string;
  option_name_en: string;
  option_type: OptionType;
  values: ProductFormOptionValue[];
}

export interface ProductFormVariant {
  key: string;
  id?: number;
  name: string;
  name_en: string;
  /** Dirhams; null until typed (the spec's 'Please enter variant name and price'). */
  price: number | null;
  /** Own unit cost in dirhams, null = the product's applies; absent for roles that do not see costs. */
  cost_price?: number | null;
  stock: number;
  sku: string;
  /** Barcode number and maker's part number as typed (the server keeps the GTIN's digits). */
  gtin: string;
  mpn: string;
  /** Option name → value, set when the variant was generated from option values. */
  attributes: Record<string, string> | null;
  is_active: boolean;
}

export interface ProductFormImage {
  key: string;
  id?: number;
  url: string;
  /** The key of the colour value this picture shows, or null. */
  option_value_key: string | null;
}

export interface ProductFormValues {
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  /** Dirhams; null when empty, NaN while the text typed is not an amount. */
  price: number | null;
  /** Unit cost in dirhams, null = unknown; absent for roles that do not see costs (decision 026). */
  cost_price?: number | null;
  stock: number | null;
  category_ids: number[];
  brand_id: number | null;
  discount_type: DiscountType | null;
  discount_value: number | null;
  is_active: boolean;
  is_special_offer: boolean;
  /** Each unit's serial or IMEI is recorded when packed (decision 049). */
  is_serialized: boolean;
  /** The product's own identifiers (each variant has its own). */
  sku: string;
  gtin: string;
  mpn: string;
  variant_option_name_ar: string;
  variant_option_name: string;
  images: ProductFormImage[];
  options: ProductFormOption[];
  variants: ProductFormVariant[];
}

/** Temporary ids of rows not saved yet (the spec stages new options and variants locally). */
const NEW_KEY_PREFIX = 'new-';
let keyCounter = 0;
export function newKey(kind: string): string {
  keyCounter += 1;
  return `${NEW_KEY_PREFIX}${kind}-${Date.now().toString(36)}-${keyCounter}`;
}

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    name_en: '',
    description: '',
    description_en: '',
    price: null,
    stock: 0,
    category_ids: [],
    brand_id: null,
    discount_type: null,
    discount_value: 0,
    is_active: true,
    is_special_offer: false,
    is_serialized: false,
    sku: '',
    gtin: '',
    mpn: '',
    variant_option_name_ar: '',
    variant_option_name: '',
    images: [],
    options: [],
    variants: [],
  };
}

const valueKeyOf = (id: number) => `value-${id}`;

/** The edit page's starting values: the product, its links, images, options and variants as loaded. */
export function productToForm(product: AdminProductDetail): ProductFormValues {
  return {
    name: product.name,
    name_en: product.name_en ?? '',
    description: product.description,
    description_en: product.description_en ?? '',
    price: product.price,
    ...(product.cost_price === undefined ? {} : { cost_price: product.cost_price }),
    stock: product.stock,
    category_ids: [...product.category_ids],
    brand_id: product.brand_id,
    discount_type: product.discount_type,
    discount_value: product.discount_value,
    is_active: product.is_active,
    is_special_offer: product.is_special_offer,
    is_serialized: product.is_serialized,
    sku: product.sku ?? '',
    gtin: product.gtin ?? '',
    mpn: product.mpn ?? '',
    variant_option_name_ar: product.variant_option_name_ar ?? '',
    variant_option_name: product.variant_option_name ?? '',
    images: [...product.images]
      .sort((a, b) => a.display_order - b.display_order)
      .map((image) => ({
        key: `image-${image.id}`,
        id: image.id,
        url: image.url,
        option_value_key: image.option_value_id === null ? null : valueKeyOf(image.option_value_id),
      })),
    options: product.options.map((option) => ({
      key: `option-${option.id}`,
      id: option.id,
      option_name: option.option_name,
      option_name_en: option.option_name_en ?? '',
      option_type: option.option_type,
      values: option.values.map((value) => ({
        key: valueKeyOf(value.id),
        id: value.id,
        value: value.value,
        value_en: value.value_en ?? '',
        color_hex: value.color_hex,
        images: [...value.images],
      })),
    })),
    variants: product.variants.map((variant) => ({
      key: `variant-${variant.id}`,
      id: variant.id,
      name: variant.name,
      name_en: variant.name_en ?? '',
      price: variant.price,
      ...(variant.cost_price === undefined ? {} : { cost_price: variant.cost_price }),
      stock: variant.stock,
      sku: variant.sku ?? '',
      gtin: variant.gtin ?? '',
      mpn: variant.mpn ?? '',
      attributes: variant.attributes,
      is_active: variant.is_active,
    })),
  };
}

const withId = (id: number | undefined) => (id === undefined ? {} : { id });

/** A product with variants holds the sum of its variants' stock (the server ignores the field then). */
export function variantStockTotal(variants: readonly ProductFormVariant[]): number {
  return variants.reduce((sum, variant) => sum + (Number.isFinite(variant.stock) ? variant.stock : 0), 0);
}

/**
 * What POST and PUT send. Empty states become what the API refuses with its own message (a missing brand,
 * a missing price), so the form shows the server's rules rather than a copy of them.
 */
export function formToBody(values: ProductFormValues): AdminCreateProductInput {
  const usedValueKeys = new Set(values.options.flatMap((option) => option.values.map((value) => value.key)));
  return {
    name: values.name,
    name_en: values.name_en,
    description: values.description,
    description_en: values.description_en,
    price: values.price as number,
    // Absent (a role that does not see costs): the server keeps the stored cost.
    ...(values.cost_price === undefined ? {} : { cost_price: values.cost_price }),
    stock: (values.variants.length > 0 ? variantStockTotal(values.variants) : values.stock) as number,
    category_ids: values.category_ids,
    brand_id: values.brand_id as number,
    is_active: values.is_active,
    is_special_offer: values.is_special_offer,
    is_serialized: values.is_serialized,
    sku: values.sku,
    gtin: values.gtin,
    mpn: values.mpn,
    discount_type: values.discount_type,
    // No type, no value (spec §2: the value is editable only with a type).
    discount_value: values.discount_type === null ? 0 : (values.discount_value as number),
    variant_option_name: values.variant_option_name,
    variant_option_name_ar: values.variant_option_name_ar,
    images: values.images.map((image) => ({
      ...withId(image.id),
      url: image.url,
      // A link to a colour removed meanwhile is dropped rather than refused.
      option_value_key:
        image.option_value_key !== null && usedValueKeys.has(image.option_value_key)
          ? image.option_value_key
          : null,
    })),
    options: values.options.map((option) => ({
      ...withId(option.id),
      option_name: option.option_name,
      option_name_en: option.option_name_en,
      option_type: option.option_type,
      values: option.values.map((value) => ({
        ...withId(value.id),
        key: value.key,
        value: value.value,
        value_en: value.value_en,
        color_hex: option.option_type === 'color' ? value.color_hex : null,
        images: value.images,
      })),
    })),
    variants: values.variants.map((variant) => ({
      ...withId(variant.id),
      name: variant.name,
      name_en: variant.name_en,
      price: variant.price,
      ...(variant.cost_price === undefined ? {} : { cost_price: variant.cost_price }),
      stock: variant.stock,
      sku: variant.sku,
      gtin: variant.gtin,
      mpn: variant.mpn,
      attributes: variant.attributes,
      is_active: variant.is_active,
    })),
  };
}

const bodyResolver = zodResolver(AdminCreateProductBody);

/**
 * Checks the form with core's AdminCreateProductBody, the schema the server validates with: the values are
 * mapped to the body first, and issues come back under the same paths (the form uses the API's names).
 */
export const productFormResolver: Resolver<ProductFormValues> = async (values, context, options) => {
  const result = await bodyResolver(formToBody(values), context, options as never);
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as never };
  return { values, errors: {} };
};
