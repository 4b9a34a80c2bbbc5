import { CategoryTiles } from '../features/home/category-tiles.js';
import { HomeHero } from '../features/home/home-hero.js';
import { TrustStrip } from '../features/home/trust-strip.js';
import { localeFromPathname } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { pageMeta } from '../lib/seo.js';
import type { RootLoaderData } from '../ui/layout/shell-data.js';
import type { Route } from './+types/home';

// A landing page for now; the configured homepage sections arrive with the catalogue screens.
export function meta({ matches, location }: Route.MetaArgs) {
  const shell = matches[0]?.loaderData as RootLoaderData | undefined;
  const locale = localeFromPathname(location.pathname);
  return pageMeta({
    title: t(locale, 'home.meta.title'),
    description: t(locale, 'home.meta.description'),
    origin: shell?.origin ?? '',
    pathname: location.pathname,
    locale,
  });
}

export default function Home() {
  return (
    <>
      <HomeHero />
      <TrustStrip />
      <CategoryTiles />
    </>
  );
}
