import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CardCartControl } from '../features/cart/card-cart-control.js';
import { WishlistHeart } from '../features/wishlist/wishlist-heart.js';
import { ProductCardActionsContext, type ProductCardActions } from '../ui/product-card-actions.js';
import { SiteHeader } from './site-header.js';
import { FloatingButtons } from '../ui/layout/floating-buttons.js';
import { SiteFooter } from '../ui/layout/site-footer.js';
import { useT } from '../ui/layout/shell-data.js';
import { TopBanner } from '../ui/layout/top-banner.js';
import { announce, LiveAnnouncer } from '../ui/live-announcer.js';

// Every product card's heart and cart control (ui/product-card.tsx draws the card, these features act).
const CARD_ACTIONS: ProductCardActions = {
  heart: (product, className) => <WishlistHeart product={product} className={className} />,
  cart: (product) => <CardCartControl product={product} />,
};

/** Banner, header, page, footer and floating buttons: the frame of every public page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT();
  usePageChangeAnnouncement();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('a11y.skipToContent')}
      </a>
      <TopBanner />
      <SiteHeader />
      <main id="main" className="flex-1">
        <ProductCardActionsContext value={CARD_ACTIONS}>{children}</ProductCardActionsContext>
      </main>
      <SiteFooter />
      <FloatingButtons />
      <LiveAnnouncer />
    </div>
  );
}

/**
 * A page opened in place (client-side navigation) leaves focus on the link that opened it, so a screen reader
 * says nothing: its title is announced instead. Only a new path counts; filters, sorting and pages of a
 * list change the query and say their own results.
 */
function usePageChangeAnnouncement() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The new title is written in the same commit; read it once the browser has it.
    const timer = window.setTimeout(() => announce(document.title), 100);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
