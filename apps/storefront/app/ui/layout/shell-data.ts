import { dohaYear, type StorefrontSettings } from '@matjar/core';
import { useLocation, useRouteLoaderData } from 'react-router';
import { DEFAULT_SETTINGS } from '../../lib/settings/default-settings.js';
import type { Locale } from '@matjar/core';
import { localeFromPathname } from '../../i18n/locale.js';
import { t, type MessageKey } from '../../i18n/t.js';

/** What the root loader gives every page of the shell. */
export interface RootLoaderData {
  /** Scheme and host of the request, for absolute canonical and hreflang addresses. */
  origin: string;
  settings: StorefrontSettings;
  /** The current year in Doha when the page was rendered (the footer's copyright year, D18). */
  year: number;
}

export interface ShellData extends RootLoaderData {
  locale: Locale;
}

/**
 * The shell's data, also when the root loader itself failed (error boundary): then the language comes from
 * the address and the settings from the defaults.
 */
export function useShellData(): ShellData {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  // The language always follows the address being shown, even before the root loader has revalidated.
  const locale = localeFromPathname(useLocation().pathname);
  return {
    locale,
    origin: data?.origin ?? '',
    settings: data?.settings ?? DEFAULT_SETTINGS,
    year: data?.year ?? dohaYear(new Date()),
  };
}

/** The `t` helper bound to the page's language. */
export function useT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const { locale } = useShellData();
  return (key, params) => t(locale, key, params);
}
