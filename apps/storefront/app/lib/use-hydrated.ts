import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while rendering on the server and during hydration, true once React runs in the browser. Pages are
 * rendered once for every visitor, so whatever lives in this browser (cart, wishlist) and any button whose
 * click needs React appear or become usable only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
