import { useEffect, useRef, useState } from 'react';

/**
 * Says something when the cart grows: a number that changes with each add (the badge is
 * re-mounted with it as key, which plays its bump animation) and the count to announce. Nothing is announced
 * for the count the page starts with (the cart is read from local storage after hydration) nor when it shrinks.
 */
export function useCartAnnouncement(
  count: number,
  loaded: boolean,
): { bump: number; announced: number | null } {
  const previous = useRef<number | null>(null);
  const [state, setState] = useState<{ bump: number; announced: number | null }>({
    bump: 0,
    announced: null,
  });
  useEffect(() => {
    if (!loaded) return;
    const before = previous.current;
    previous.current = count;
    if (before !== null && count > before) {
      setState((current) => ({ bump: current.bump + 1, announced: count }));
    }
  }, [count, loaded]);
  return state;
}
