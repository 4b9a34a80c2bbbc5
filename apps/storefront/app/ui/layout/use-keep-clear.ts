import { useEffect, useState, type RefObject } from 'react';

/**
 * What the floating buttons must never cover: a form's buttons (checkout, contact, sign-in and account forms,
 * the review form, coupon entry) and anything marked `data-keep-clear` (the cart's proceed-to-checkout link, the cart's and checkout's totals,
 * a section's "View all", the payment-failure page's order details, the footer's address, every product card's
 * wishlist heart and cart control, the wishlist's remove and view buttons, a saved address's buttons, the coupon
 * chips and the applied coupon's remove button).
 */
export const KEEP_CLEAR_SELECTOR = 'form button, form [type="submit"], [data-keep-clear]';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * True while the corner that `zone` occupies holds one of the controls above, or while a form field has the
 * focus on a phone (the on-screen keyboard pushes the form's buttons under the corner). `zone` is an element
 * that never moves itself, so it measures where the buttons sit even while they are moved aside.
 */
export function useKeepClear(zone: RefObject<HTMLElement | null>): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const area = zone.current?.getBoundingClientRect();
      if (!area) return;
      const typing =
        window.matchMedia('(max-width: 639px)').matches &&
        document.activeElement instanceof HTMLElement &&
        document.activeElement.matches('form input, form textarea, form select');
      const covered =
        typing ||
        [...document.querySelectorAll<HTMLElement>(KEEP_CLEAR_SELECTOR)].some((control) =>
          overlaps(area, control.getBoundingClientRect()),
        );
      setBlocked(covered);
    };
    // One measurement per frame however many scroll, resize, focus and DOM events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    const events = ['scroll', 'resize', 'focusin', 'focusout'] as const;
    for (const name of events) window.addEventListener(name, schedule, { passive: true });
    // A form that opens or grows (the review form, a coupon error) moves controls without any scroll.
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: ['class', 'hidden', 'open'],
    });
    return () => {
      for (const name of events) window.removeEventListener(name, schedule);
      mutations.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [zone]);
  return blocked;
}
