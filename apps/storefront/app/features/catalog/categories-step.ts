/**
 * The categories browser's step, kept in the address (storefront §4 "Categories browse": none → category
 * chosen → brand chosen or all) so back/forward, reloads and server rendering all land on the same step:
 *   /categories                          step 1, pick a category
 *   /categories?category=3               step 2, pick a brand in category 3
 *   /categories?category=3&brand=7       step 3, products of brand 7 in category 3
 *   /categories?category=3&brand=all     step 3, every product of category 3
 */
export type CategoriesStep =
  | { step: 'categories' }
  | { step: 'brands'; categoryId: number }
  | { step: 'products'; categoryId: number; brandId: number | null; page: number };

const ALL_BRANDS = 'all';

function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A missing or malformed value falls back to the step before it rather than failing. */
export function parseCategoriesStep(params: URLSearchParams): CategoriesStep {
  const categoryId = positiveId(params.get('category'));
  if (categoryId === null) return { step: 'categories' };
  const brand = params.get('brand');
  const brandId = positiveId(brand);
  if (brand !== ALL_BRANDS && brandId === null) return { step: 'brands', categoryId };
  const page = positiveId(params.get('page')) ?? 1;
  return { step: 'products', categoryId, brandId, page };
}

/** The address of a step (language-neutral; localize it for links). */
export function categoriesStepPath(step: CategoriesStep): string {
  if (step.step === 'categories') return '/categories';
  const query = new URLSearchParams({ category: String(step.categoryId) });
  if (step.step === 'products') {
    query.set('brand', step.brandId === null ? ALL_BRANDS : String(step.brandId));
    if (step.page > 1) query.set('page', String(step.page));
  }
  return `/categories?${query.toString()}`;
}
