import { useEffect, type CSSProperties, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  useLocation,
  useMatches,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { loadSettings } from './lib/settings/load-settings.server.js';
import { dirOf, dohaYear } from '@matjar/core';
import {
  LANG_STORAGE_KEY,
  localeFromCookieHeader,
  localeFromPathname,
  switchLocalePath,
} from './i18n/locale.js';
import { t } from './i18n/t.js';
import { buttonClasses } from './ui/button.js';
import { writeLocalStorage } from './lib/browser-storage.js';
import { brandColorFor } from './lib/contrast.js';
import { NotFoundView } from './ui/layout/not-found-view.js';
import { useShellData, useT, type RootLoaderData } from './ui/layout/shell-data.js';
import { SiteShell } from './shell/site-shell.js';
import { preloadFonts } from './shell/font-preloads.js';
import { NavigationSpinner } from './ui/navigation-spinner.js';
import { ScrollPolicy } from './ui/scroll-policy.js';
import type { Route } from './+types/root';

import './app.css';

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPathname(url.pathname);
  // D13: a shopper who chose English gets English at the Arabic (unprefixed) addresses too. Explicit /en
  // addresses are never redirected, so shared English links keep working for everyone.
  if (locale === 'ar' && localeFromCookieHeader(request.headers.get('Cookie')) === 'en') {
    throw redirect(switchLocalePath(url.pathname, url.search, 'en'));
  }
  // Rendered per request; the host's page cache keeps no page past the Doha new year (D18).
  return { origin: url.origin, settings: await loadSettings(context), year: dohaYear(new Date()) };
}

/** Crossing languages re-runs the root loader (the remembered-language check); other navigations keep its data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    localeFromPathname(currentUrl.pathname) !== localeFromPathname(nextUrl.pathname) ||
    defaultShouldRevalidate
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale, settings } = useShellData();
  const brand = brandColorFor(settings.bannerColor);
  preloadFonts();
  return (
    <html lang={locale} dir={dirOf(locale)} style={{ '--brand': brand } as CSSProperties}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand} />
        <link rel="icon" href={settings.siteFavicon ?? '/favicon.svg'} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <NavigationSpinner />
        <ScrollPolicy />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { locale } = useShellData();
  // The spec's `language` key follows the page being shown; the cookie only changes on an explicit choice.
  useEffect(() => writeLocalStorage(LANG_STORAGE_KEY, locale), [locale]);
  // Marks the moment clicks reach React, for anyone who must not act earlier (the end-to-end journeys do).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // A page made to stand alone (the driver's run) has no shop frame around it.
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  if (bare) {
    return (
      <main id="main">
        <Outlet />
      </main>
    );
  }
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale } = useShellData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // 503: the shop's database is away for a moment (the server says so); not a fault to report here.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  if (!notFound && !unavailable) console.error(error);
  return (
    <SiteShell>
      <title>
        {t(
          locale,
          notFound ? 'notFound.meta.title' : unavailable ? 'unavailable.meta.title' : 'error.meta.title',
        )}
      </title>
      {notFound ? <NotFoundView /> : unavailable ? <UnavailableView /> : <ErrorView />}
    </SiteShell>
  );
}

/** The shop could not be reached: said as such, with the same address to try again (a plain link). */
function UnavailableView() {
  const t = useT();
  const location = useLocation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('unavailable.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('unavailable.text')}</p>
      <a href={`${location.pathname}${location.search}`} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        {t('unavailable.retry')}
      </a>
    </section>
  );
}

function ErrorView() {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('error.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('error.text')}</p>
    </section>
  );
}
