import { gtinDigits, isValidGtin, type ErrorCode } from '@matjar/core';
import { newKey, type ProductFormOption, type ProductFormOptionValue } from './product-form';

// The option and variant modals check what the spec asks of them before the option joins the form
// (back-office §2), with the same catalogue codes the server answers with.

export const DEFAULT_COLOR = '#000000';

export function emptyOption(): ProductFormOption {
  return { key: newKey('option'), option_name: '', option_name_en: '', option_type: 'text', values: [] };
}

export function emptyOptionValue(): ProductFormOptionValue {
  return { key: newKey('value'), value: '', value_en: '', color_hex: null, images: [] };
}

/** The spec's message for an option draft, or null when it may be staged. */
export function checkOptionDraft(option: ProductFormOption): ErrorCode | null {
  if (option.option_name.trim() === '' || option.values.length === 0)
    return 'OPTION_NAME_AND_VALUES_REQUIRED';
  if (option.values.some((value) => value.value.trim() === '')) return 'OPTION_VALUE_REQUIRED';
  return null;
}

/** A staged option as saved: trimmed, and every colour value with a colour (black by default, §2). */
export function finishOptionDraft(option: ProductFormOption): ProductFormOption {
  return {
    ...option,
    option_name: option.option_name.trim(),
    option_name_en: option.option_name_en.trim(),
    values: option.values.map((value) => ({
      ...value,
      value: value.value.trim(),
      value_en: value.value_en.trim(),
      color_hex: option.option_type === 'color' ? (value.color_hex ?? DEFAULT_COLOR) : null,
    })),
  };
}

export function checkVariantDraft(variant: {
  name: string;
  price: number | null;
  gtin?: string;
}): ErrorCode | null {
  if (variant.name.trim() === '' || variant.price === null || !Number.isFinite(variant.price))
    return 'VARIANT_NAME_AND_PRICE_REQUIRED';
  // Core's rule, the server's: a barcode number whose check digit is wrong never leaves the dialog.
  const gtin = variant.gtin?.trim() ? gtinDigits(variant.gtin) : '';
  if (gtin !== '' && !isValidGtin(gtin)) return 'GTIN_INVALID';
  return null;
}
