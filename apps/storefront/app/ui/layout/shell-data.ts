import type { StorefrontSettings } from '@matjar/core';
import { useLocation, useRouteLoaderData } from 'react-router';
import { DEFAULT_SETTINGS } from '../../features/settings/default-settings.js';
import { localeFromPathname, type Locale } from '../../i18n/locale.js';
import { t, type MessageKey } from '../../i18n/t.js';

/** What the root loader gives every page of the shell. */
export interface ShellData {
  locale: Locale;
  origin: string;
  settings: StorefrontSettings;
}

/**
 * The shell's data, also when the root loader itself failed (error boundary): then the language comes from
 * the address and the settings from the defaults.
 */
export function useShellData(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  const { pathname } = useLocation();
  return data ?? { locale: localeFromPathname(pathname), origin: '', settings: DEFAULT_SETTINGS };
}

/** The `t` helper bound to the page's language. */
export function useT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const { locale } = useShellData();
  return (key, params) => t(locale, key, params);
}
