import { quantityInCart } from './cart-store.js';
import { useCart } from './use-cart.js';

/**
 * How many of one product (and variant) the stored cart holds, kept current across tabs. Zero on the server:
 * pages are rendered once for every visitor.
 */
export function useCartQuantity(productId: number, variantId: number | null): number {
  const { lines } = useCart();
  return quantityInCart({ cart: lines, lastUpdated: 0 }, { productId, variantId });
}
