import type { HomepageSectionConfig, StoreProductCard } from '@matjar/core';
import { ProductCard } from '../../ui/product-card.js';
import { ProductGrid } from '../../ui/product-grid.js';
import { SectionHeading } from './section-heading.js';

interface ProductSectionProps {
  sectionId: string;
  title: string;
  config: HomepageSectionConfig;
  products: readonly StoreProductCard[];
  viewAll?: string;
  /** A horizontal strip (latest products) instead of a grid. */
  layout: 'strip' | 'grid';
}

/** Latest products (strip of 6), special offers and chosen products (grid). */
export function ProductSection({ sectionId, title, config, products, viewAll, layout }: ProductSectionProps) {
  const headingId = `section-${sectionId}`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-10 sm:pt-14">
      <SectionHeading id={headingId} title={title} config={config} viewAll={viewAll} />
      <div className="mt-5">
        {layout === 'grid' ? (
          <ProductGrid products={products} headingLevel={3} />
        ) : (
          // Scroll-snapping row: about two cards on a phone, all six on a wide screen.
          <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-3 sm:gap-4">
            {products.map((product) => (
              <li
                key={product.id}
                className="w-[44%] shrink-0 snap-start sm:w-[30%] lg:w-[calc((100%-5rem)/6)]"
              >
                <ProductCard product={product} sizes="(min-width: 1024px) 200px, 44vw" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
