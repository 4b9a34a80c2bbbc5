import { useEffect, useState } from 'react';
import { cartItemCount } from '../../lib/cart/cart-lines.js';
import { loadCart } from '../../lib/cart/cart-storage.js';
import { WISHLIST_KEY, wishlistCountFrom } from '../../lib/wishlist/wishlist-count.js';
import { readLocalStorage, subscribeToStorage } from '../../lib/browser-storage.js';

export interface StoredCounts {
  cart: number;
  wishlist: number;
  /** False until storage has been read (the counts before are the server's zeros, not the visitor's). */
  loaded: boolean;
}

/**
 * Badge counts from the browser's storage. They start at zero and are read after hydration only: pages are
 * rendered once per language for every visitor (architecture principle 8), so the server never knows them.
 */
export function useStoredCounts(): StoredCounts {
  const [counts, setCounts] = useState<StoredCounts>({ cart: 0, wishlist: 0, loaded: false });
  useEffect(() => {
    const read = () =>
      setCounts({
        // loadCart, not the raw key: an expired cart counts 0 and a legacy cart is migrated first.
        cart: cartItemCount(loadCart()),
        wishlist: wishlistCountFrom(readLocalStorage(WISHLIST_KEY)),
        loaded: true,
      });
    read();
    return subscribeToStorage(read);
  }, []);
  return counts;
}
