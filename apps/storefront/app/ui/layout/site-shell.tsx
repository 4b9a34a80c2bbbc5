import type { ReactNode } from 'react';
import { SiteHeader } from '../header/site-header.js';
import { FloatingButtons } from './floating-buttons.js';
import { SiteFooter } from './site-footer.js';
import { useT } from './shell-data.js';
import { TopBanner } from './top-banner.js';

/** Banner, header, page, footer and floating buttons: the frame of every public page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('a11y.skipToContent')}
      </a>
      <TopBanner />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <FloatingButtons />
    </div>
  );
}
