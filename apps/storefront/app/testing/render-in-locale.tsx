// Component tests render storefront pieces the way a page does: inside a router at an address of the page's
// language (Arabic at the root paths, English under /en), which is where the shell reads the language from.
import '../i18n/both-catalogs.js';
import { render, type RenderResult } from '@testing-library/react';
import type { Locale } from '@matjar/core';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { localizePath } from '../i18n/locale.js';
import { t, type MessageKey } from '../i18n/t.js';

export const LOCALES: readonly Locale[] = ['ar', 'en'];

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Renders `ui` on the page at `path` (language-neutral, '/cart') in `locale`, with no root loader data. */
export function renderInLocale(
  ui: ReactElement,
  locale: Locale,
  { path = '/' }: { path?: string } = {},
): RenderResult & { t: Translate; router: ReturnType<typeof createMemoryRouter> } {
  // The shell's data falls back to the default settings when the root route has no loader data.
  const router = createMemoryRouter([{ id: 'root', path: '*', element: ui }], {
    initialEntries: [localizePath(path, locale)],
  });
  return {
    ...render(<RouterProvider router={router} />),
    t: (key, params) => t(locale, key, params),
    router,
  };
}
