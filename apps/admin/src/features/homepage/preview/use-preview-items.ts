import { sectionRenderKind, type AdminProductRow } from '@matjar/core';
import { useCategories } from '../../../lib/api/catalog-terms';
import { useAutomaticProducts, useProductsById } from '../api/product-choices';
import type { SectionDraft } from '../editor/section-draft';
import type { PreviewCategory, PreviewProduct } from './preview-types';

/** The storefront's strip of categories on the home page (the permanent section). */
const CATEGORY_STRIP = 6;

/**
 * What the preview draws for a section, fetched as the storefront would choose it: the chosen products or
 * categories in their order, or for the automatic sections the newest products and the offers.
 */
export function usePreviewItems(
  sectionType: string,
  draft: Pick<SectionDraft, 'product_ids' | 'category_ids'>,
) {
  const kind = sectionRenderKind(sectionType);
  const chosenProducts = useProductsById(kind === 'products' ? draft.product_ids : []);
  const automatic = useAutomaticProducts(
    kind === 'latest_products' ? 'latest' : kind === 'offers' ? 'offers' : null,
  );
  const categories = useCategories();

  const known = new Map<number, AdminProductRow>();
  for (const result of chosenProducts) if (result.data) known.set(result.data.id, result.data);

  let products: PreviewProduct[] = [];
  if (kind === 'products') {
    products = draft.product_ids.flatMap((id) => {
      const product = known.get(id);
      return product ? [product] : [];
    });
  } else if (kind === 'latest_products' || kind === 'offers') {
    products = automatic.data?.products ?? [];
  }

  const allCategories = categories.data ?? [];
  let shownCategories: PreviewCategory[] = [];
  if (kind === 'chosen_categories') {
    shownCategories = draft.category_ids.flatMap((id) => allCategories.filter((c) => c.id === id));
  } else if (kind === 'categories') {
    shownCategories = allCategories.slice(0, CATEGORY_STRIP);
  }

  return { products, categories: shownCategories, knownProducts: known, allCategories };
}
