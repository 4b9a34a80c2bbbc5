import type { StoreProductOption, StoreVariant } from '../schemas/catalog.js';
import { isSoldOut } from './stock.js';

// Which option values (colour, storage) are sold out. The product page crosses them out and
// says so; they stay choosable so the shopper can see them (and ask to be told when they are back).

/** Option id → chosen value id. */
export type ChosenOptions = Readonly<Record<number, number>>;

type OptionLike = Pick<StoreProductOption, 'id' | 'option_name' | 'option_name_en' | 'values'>;
type VariantLike = Pick<StoreVariant, 'stock' | 'attributes'>;

/** The attribute keys and values a variant may store for an option value (seeded and admin variants use English). */
export function optionAttribute(option: OptionLike, valueId: number): [string[], string[]] | null {
  const value = option.values.find((candidate) => candidate.id === valueId);
  if (!value) return null;
  const keys = [option.option_name_en, option.option_name].filter((key): key is string => !!key);
  const values = [value.value_en, value.value].filter((text): text is string => !!text);
  return [keys, values];
}

/** Whether a variant stands for an option value (its attributes name the value under the option's name). */
export function variantHasAttribute(
  variant: Pick<StoreVariant, 'attributes'>,
  [keys, values]: [string[], string[]],
): boolean {
  return keys.some((key) => {
    const stored = variant.attributes?.[key];
    return stored !== undefined && values.includes(stored);
  });
}

/**
 * An option value is sold out when every variant that has it — and the values chosen in the other options —
 * is sold out (core isSoldOut). A value no variant has is not called sold out: nothing says it ever sold.
 */
export function optionValueSoldOut(
  product: { options: readonly OptionLike[]; variants: readonly VariantLike[] },
  optionId: number,
  valueId: number,
  chosen: ChosenOptions = {},
): boolean {
  const wanted: [string[], string[]][] = [];
  for (const option of product.options) {
    const id = option.id === optionId ? valueId : chosen[option.id];
    if (id === undefined) continue;
    const pair = optionAttribute(option, id);
    if (pair) wanted.push(pair);
  }
  const matching = product.variants.filter((variant) =>
    wanted.every((pair) => variantHasAttribute(variant, pair)),
  );
  return matching.length > 0 && matching.every((variant) => isSoldOut(variant.stock));
}
