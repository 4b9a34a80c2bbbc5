import { createContext, use, type ReactNode } from 'react';
import type { ProductCardData } from '../lib/product-display.js';

/**
 * What a product card offers besides its link: the wishlist heart on the picture and the cart control under
 * the price. They belong to the wishlist and cart features, which ui/ does not import, so the shell hands them
 * to every card through this context (shell/site-shell.tsx).
 */
export interface ProductCardActions {
  heart: (product: ProductCardData, className: string) => ReactNode;
  cart: (product: ProductCardData) => ReactNode;
}

const NO_ACTIONS: ProductCardActions = { heart: () => null, cart: () => null };

export const ProductCardActionsContext = createContext<ProductCardActions>(NO_ACTIONS);

export function useProductCardActions(): ProductCardActions {
  return use(ProductCardActionsContext);
}
