import { newKey, type ProductFormOption, type ProductFormVariant } from './product-form';

// Beyond the spec: one variant per combination of option values ("Black / 256 GB"), so staff do not type
// twelve names by hand. Variants that already exist for a combination keep their id, price, stock and SKU.

export interface VariantCombination {
  name: string;
  name_en: string;
  attributes: Record<string, string>;
}

/** Every combination of the options' values, in option order (the first option varies slowest). */
export function optionCombinations(options: readonly ProductFormOption[]): VariantCombination[] {
  const used = options.filter((option) => option.option_name.trim() !== '' && option.values.length > 0);
  if (used.length === 0) return [];
  let combinations: VariantCombination[] = [{ name: '', name_en: '', attributes: {} }];
  for (const option of used) {
    const next: VariantCombination[] = [];
    for (const combination of combinations) {
      for (const value of option.values) {
        const ar = value.value.trim();
        const en = value.value_en.trim() || ar;
        next.push({
          name: combination.name ? `${combination.name} / ${ar}` : ar,
          name_en: combination.name_en ? `${combination.name_en} / ${en}` : en,
          attributes: { ...combination.attributes, [option.option_name.trim()]: ar },
        });
      }
    }
    combinations = next;
  }
  return combinations;
}

const sameAttributes = (a: Record<string, string> | null, b: Record<string, string>) =>
  a !== null &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([name, value]) => a[name] === value);

/**
 * The variant list after generating: one per combination, reusing the variant already standing for it
 * (same attributes, or else the same name), new ones at `price` with no stock. Variants that match no
 * combination are dropped, as the options no longer describe them; `removed` says how many.
 */
export function generateVariants(
  options: readonly ProductFormOption[],
  current: readonly ProductFormVariant[],
  price: number | null,
): { variants: ProductFormVariant[]; added: number; removed: number } {
  const unused = [...current];
  let added = 0;
  const variants = optionCombinations(options).map((combination) => {
    const index = unused.findIndex(
      (variant) =>
        sameAttributes(variant.attributes, combination.attributes) ||
        variant.name.trim() === combination.name,
    );
    if (index !== -1) {
      const [existing] = unused.splice(index, 1);
      return { ...existing!, ...combination };
    }
    added += 1;
    return {
      key: newKey('variant'),
      ...combination,
      price: price !== null && Number.isFinite(price) ? price : null,
      stock: 0,
      sku: '',
      gtin: '',
      mpn: '',
      is_active: true,
    };
  });
  return { variants, added, removed: unused.length };
}
