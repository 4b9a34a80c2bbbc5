import { Heart, Menu, ShoppingCart, X } from '../ui/icons.js';
import { AccountMenu } from '../features/account/account-menu.js';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { logoHeaderClasses } from '../lib/settings/logo-size.js';
import { localizePath } from '../i18n/locale.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import { IconLink } from '../ui/header/icon-link.js';
import { LanguageToggle } from '../ui/header/language-toggle.js';
import { MOBILE_MENU_ID, MobileMenu } from '../ui/header/mobile-menu.js';
import { NAV_ITEMS } from '../ui/header/nav-items.js';
import { SearchBox } from '../features/search/search-box.js';
import { SiteLogo } from '../ui/header/site-logo.js';
import { useStoredCounts } from '../ui/header/use-stored-counts.js';
import { useCartAnnouncement } from '../ui/header/use-cart-announcement.js';
import { useCart } from '../lib/cart/use-cart.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { returnFocus } from '../ui/focus-return.js';

export function SiteHeader() {
  const { locale, settings } = useShellData();
  const t = useT();
  const counts = useStoredCounts();
  const cartBump = useCartAnnouncement(useCart().lines, useHydrated(), locale, t);
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it by itself on navigation.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const { header } = logoHeaderClasses(settings.logoSize);
  const href = (path: string) => localizePath(path, locale);

  // The header stays on screen while the page scrolls: its height is the page's scroll padding (app.css), so
  // a control reached with the keyboard is never scrolled in underneath it.
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = headerRef.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The menu's links go with it: focus in the menu goes back to the button that opened it.
      const inMenu = document.getElementById(MOBILE_MENU_ID)?.contains(document.activeElement);
      setMenuOpenAt(null);
      if (inMenu) returnFocus(menuButton.current);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 shadow-sm backdrop-blur"
    >
      <div className={`mx-auto flex max-w-7xl items-center gap-3 px-4 ${header}`}>
        <button
          ref={menuButton}
          type="button"
          className="grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? t('header.menuClose') : t('header.menuOpen')}
          onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
        <SiteLogo />
        <SearchBox className="mx-4 hidden max-w-xl flex-1 md:block" />
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <LanguageToggle />
          {/* On small screens the sign-in link moves into the menu to leave room for the badges. */}
          <span className="hidden sm:block">
            <AccountMenu />
          </span>
          <IconLink
            to={href('/wishlist')}
            label={t('header.wishlist')}
            icon={Heart}
            count={counts.wishlist}
          />
          <IconLink
            to={href('/cart')}
            label={t('header.cart')}
            icon={ShoppingCart}
            count={counts.cart}
            bump={cartBump}
          />
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SearchBox />
      </div>
      <nav aria-label={t('nav.main')} className="hidden border-t border-slate-100 lg:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4">
          {NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <NavLink
                to={href(item.path)}
                end
                className={({ isActive }) =>
                  `relative block px-3 py-3 text-sm font-semibold transition-colors ${
                    isActive
                      ? 'text-brand-700 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-brand-600'
                      : 'text-slate-600 hover:text-brand-700'
                  }`
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <MobileMenu open={menuOpen} />
    </header>
  );
}
