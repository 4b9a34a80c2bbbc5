import { LogOut, UserRound } from '../icons.js';
import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { signOut, useCustomer } from '../../lib/session/customer-store.js';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../layout/shell-data.js';
import { NAV_ITEMS } from './nav-items.js';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The panel of the header's disclosure button on small screens. Its links are rendered only while it is open:
 * closed, they were a hidden copy of the desktop navigation in every page's HTML (and the button needs
 * JavaScript to open it anyway).
 */
export function MobileMenu({ open }: { open: boolean }) {
  const { locale } = useShellData();
  const t = useT();
  const customer = useCustomer(locale);
  const signedIn = customer !== null && customer !== 'unknown';
  // The panel comes after the logo, search and icons in the page: opened, it takes focus to its first link
  // rather than leaving a keyboard user to tab past them (Escape brings focus back to the button).
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) nav.current?.querySelector('a')?.focus();
  }, [open]);
  return (
    <div id={MOBILE_MENU_ID} hidden={!open} className="border-t border-slate-100 bg-white lg:hidden">
      {open && (
        <nav ref={nav} aria-label={t('nav.main')} className="mx-auto max-w-7xl px-4 py-3">
          <ul className="grid gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={localizePath(item.path, locale)}
                  end
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2.5 text-base font-semibold ${
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-50'
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <Link
              to={localizePath(signedIn ? '/account' : '/login', locale)}
              className="inline-flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-slate-50"
            >
              <UserRound className="size-5" aria-hidden />
              {signedIn ? `${t('account.myAccount')} · ${customer.firstName}` : t('header.login')}
            </Link>
            {signedIn && (
              <button
                type="button"
                onClick={() => void signOut(locale)}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 font-semibold text-red-700 hover:bg-red-50"
              >
                <LogOut className="size-5 rtl:rotate-180" aria-hidden />
                {t('account.logout')}
              </button>
            )}
          </div>
        </nav>
      )}
    </div>
  );
}
