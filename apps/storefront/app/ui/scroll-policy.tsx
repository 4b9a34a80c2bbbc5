import { ScrollRestoration } from 'react-router';

/** Session-storage key of the saved scroll positions (storefront §3 browser storage keys). */
export const SCROLL_POSITIONS_KEY = 'scrollPositions';

// Runs before React Router's own restore script: a reload starts at the top (storefront §2), so the reloaded
// entry's saved position is forgotten; the other entries keep theirs for back/forward.
const FORGET_ON_RELOAD = `try{var n=performance.getEntriesByType('navigation')[0],k=history.state&&history.state.key;if(n&&n.type==='reload'&&k){var p=JSON.parse(sessionStorage.getItem('${SCROLL_POSITIONS_KEY}')||'{}');delete p[k];sessionStorage.setItem('${SCROLL_POSITIONS_KEY}',JSON.stringify(p))}}catch(e){}`;

/**
 * Scroll behaviour of storefront §2: back/forward restores the position saved for that history entry, a new
 * navigation starts at the top, a reload too. React Router restores after the next page has rendered with its
 * loader data (server-rendered or loaded before the transition), so the page is already tall enough and the
 * spec's retries of up to 600 ms (needed when content arrived after the route changed) are not required.
 */
export function ScrollPolicy() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: FORGET_ON_RELOAD }} suppressHydrationWarning />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </>
  );
}
