import { LogOut, Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/language-context';
import { BrandMark } from '../../ui/brand-mark';
import { LanguageToggle } from '../../ui/language-toggle';
import { Spinner } from '../../ui/spinner';
import type { AdminUser } from '@matjar/core';
import { displayName } from '../../lib/session/session-api';
import { useSession } from '../../lib/session/session-context';

export function TopBar({
  user,
  onOpenMenu,
  actions,
}: {
  user: AdminUser;
  onOpenMenu: () => void;
  /** Controls other features put in the bar (the alerts bell), before the language toggle. */
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  const { endSession } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const name = displayName(user);

  const signOut = async () => {
    setSigningOut(true);
    // The guard sends the visitor to the sign-in page once the session is gone.
    await endSession();
  };

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-zinc-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={t('nav.open')}
        className="flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <span className="lg:hidden">
        <BrandMark compact />
      </span>
      {/* At 320 px (a small phone, or 200 % zoom) the avatar's initial gives way and the gaps narrow, so the
          bar fits without pushing "sign out" off the screen. */}
      <div className="ms-auto flex items-center gap-1 min-[360px]:gap-2 sm:gap-3">
        {actions}
        <LanguageToggle />
        <div className="flex items-center gap-2.5 border-s border-zinc-200 ps-2 max-[359px]:hidden sm:ps-3">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="hidden min-w-0 flex-col leading-tight sm:flex">
            <span className="max-w-40 truncate text-sm font-semibold text-zinc-900">{name}</span>
            <span className="text-xs text-zinc-500">{t(`role.${user.role}`)}</span>
          </span>
        </div>
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={signingOut}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-60"
        >
          {signingOut ? (
            <Spinner className="size-4" />
          ) : (
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          )}
          <span className="sr-only sm:not-sr-only">{t('auth.logout')}</span>
        </button>
      </div>
    </header>
  );
}
