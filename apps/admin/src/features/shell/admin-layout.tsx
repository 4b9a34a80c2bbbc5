import { useCallback, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { BrandMark } from '../../ui/brand-mark';
import { useSession } from '../../lib/session/session-context';
import { MobileDrawer } from './mobile-drawer';
import { SessionExpiryWarning } from './session-expiry-warning';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

/**
 * Frame of every signed-in screen: sidebar on desktop, drawer on phones, top bar, page content.
 * `topBarActions` come from other features (the alerts bell), composed by the router: features do not import
 * each other.
 */
export function AdminLayout({ topBarActions }: { topBarActions?: ReactNode }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // RequireSession renders this layout only with a user; the check keeps the types honest.
  if (!user) return null;

  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('app.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-e border-zinc-200 bg-white lg:flex">
        <div className="flex h-16 items-center border-b border-zinc-200 px-5">
          <BrandMark />
        </div>
        <SidebarNav role={user.role} />
      </aside>
      <MobileDrawer open={menuOpen} onClose={closeMenu}>
        <div className="flex h-16 items-center border-b border-zinc-200 px-5">
          <BrandMark />
        </div>
        <SidebarNav role={user.role} onNavigate={closeMenu} />
      </MobileDrawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar user={user} onOpenMenu={() => setMenuOpen(true)} actions={topBarActions} />
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8"
        >
          <Outlet />
        </main>
      </div>
      <SessionExpiryWarning />
    </div>
  );
}
