import type { StoreProductCard } from '@matjar/core';
import { ProductCard } from '../../ui/product-card.js';
import { useT } from '../../ui/layout/shell-data.js';

const RELATED_SIZES = '(min-width: 1024px) 300px, 50vw';

/** Up to 4 products of the same category (the catalogue picks them); nothing when there are none. */
export function RelatedProducts({ products }: { products: readonly StoreProductCard[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="mb-4 text-2xl font-extrabold text-slate-900">
        {t('product.related')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} sizes={RELATED_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
