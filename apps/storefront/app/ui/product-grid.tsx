import type { ReactNode } from 'react';
import { ProductCard, type ProductCardData } from './product-card.js';

interface ProductGridProps {
  products: readonly ProductCardData[];
  /** How many cards at the start load their picture at once (the first row). */
  priorityCount?: number;
  /** Shown instead of the grid when there are no products. */
  empty?: ReactNode;
  label?: string;
  /** The cards' heading level: 2 for a grid under the page's title (the default), 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/** 2 columns on phones up to 5 on wide screens (storefront §2 Categories page). */
export function ProductGrid({
  products,
  priorityCount = 0,
  empty,
  label,
  headingLevel = 2,
}: ProductGridProps) {
  if (products.length === 0 && empty) return <>{empty}</>;
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
