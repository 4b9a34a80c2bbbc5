import { CLICK_TOLERANCE_PX, SWIPE_THRESHOLD_PX, categoryLink } from '@matjar/core';

/** What a pointer press on a banner carousel meant (storefront §5 Swipe). */
export type BannerGesture = 'click' | 'next' | 'previous' | 'none';

/**
 * A horizontal drag of more than 50 px changes slide; a press that moved less than 10 px is a click that
 * follows the banner's link; anything in between (or a mostly vertical drag, i.e. page scrolling) does
 * neither. In right-to-left pages the next slide lies to the left, so dragging towards the right shows it.
 */
export function classifyBannerGesture(dx: number, dy: number, dir: 'ltr' | 'rtl'): BannerGesture {
  const moved = Math.max(Math.abs(dx), Math.abs(dy));
  if (moved < CLICK_TOLERANCE_PX) return 'click';
  if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) {
    const towardsStart = dir === 'ltr' ? dx < 0 : dx > 0;
    return towardsStart ? 'next' : 'previous';
  }
  return 'none';
}

export type BannerLink = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | null;

/** http(s) links leave the site; any other link navigates inside it (in the page's language). */
export function bannerLink(link: string | null | undefined, localize: (path: string) => string): BannerLink {
  const value = link?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  // A category stored by id (/category/1) is linked by its one address (/phones), never through the 301.
  const path = (value.startsWith('/') ? value : `/${value}`).replace(
    /^(\/en)?\/category\/([1-9]\d{0,8})(?=$|[?#])/,
    (_, english: string | undefined, id: string) => `${english ?? ''}${categoryLink(Number(id))}`,
  );
  // A stored link may already name a language ('/en/…'); keep it as the owner wrote it.
  if (path === '/en' || path.startsWith('/en/')) return { kind: 'internal', to: path };
  return { kind: 'internal', to: localize(path) };
}
