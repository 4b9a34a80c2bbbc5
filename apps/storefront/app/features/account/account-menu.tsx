import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LogOut, UserRound } from '../../ui/icons.js';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { accountApi } from './account-api.js';
import { setCustomer, useCustomer } from '../../lib/session/customer-store.js';
import { returnFocus, returnFocusWhenLost } from '../../ui/focus-return.js';

const accountButton = () => document.querySelector<HTMLElement>('[data-account-button]');

const AuthDialog = lazy(() => import('./auth-dialog.js'));

const iconButton =
  'relative grid size-10 place-items-center rounded-full text-slate-700 hover:bg-brand-50 hover:text-brand-700';

/**
 * The header's account icon: opens the sign-in dialog, or, when signed in, shows the customer's name and
 * e-mail with Log out. The server renders the signed-out icon for everyone; the customer is read afterwards.
 */
export function AccountMenu() {
  const { locale } = useShellData();
  const t = useT();
  const customer = useCustomer(locale);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so Radix can animate closing and return focus to the icon.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // The menu's links go with it: focus goes back to its button.
      if (menuRef.current?.contains(document.activeElement)) returnFocus(accountButton());
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  if (customer && customer !== 'unknown') {
    return (
      <div ref={menuRef} className="relative">
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-label={t('account.menu')}
          title={`${customer.firstName} ${customer.lastName}`}
          onClick={() => setMenuOpen((open) => !open)}
          data-account-button
          className={`${iconButton} bg-brand-50 text-brand-700`}
        >
          <UserRound className="size-6" aria-hidden strokeWidth={1.75} />
        </button>
        {menuOpen && (
          <div className="absolute end-0 top-12 z-50 w-64 rounded-2xl bg-white p-4 text-start shadow-lg ring-1 ring-slate-200">
            <p className="font-bold text-slate-900">
              {customer.firstName} {customer.lastName}
            </p>
            <p dir="ltr" className="truncate text-start text-sm text-slate-600">
              {customer.email}
            </p>
            <Link
              to={localizePath('/account', locale)}
              onClick={() => setMenuOpen(false)}
              className="mt-3 block rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('account.myAccount')}
            </Link>
            <button
              type="button"
              onClick={() => {
                void accountApi
                  .logOut(locale)
                  .catch(() => undefined)
                  .then(() => {
                    setCustomer(null);
                    setMenuOpen(false);
                    // Signed out, the header shows the sign-in button in place of this menu's.
                    returnFocusWhenLost(accountButton);
                  });
              }}
              className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              <LogOut className="size-4 rtl:rotate-180" aria-hidden />
              {t('account.logout')}
            </button>
          </div>
        )}
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        aria-label={t('header.login')}
        title={t('header.login')}
        onClick={() => {
          setDialogLoaded(true);
          setDialogOpen(true);
        }}
        data-account-button
        className={iconButton}
      >
        <UserRound className="size-6" aria-hidden strokeWidth={1.75} />
      </button>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <AuthDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </>
  );
}
