import {
  SIMPLE_BANNER_HEIGHT,
  heroBannerHeightPx,
  sectionHeightPx,
  type HeroBannerSize,
  type StoreHomepageSection,
} from '@matjar/core';
import { localizePath } from '../../i18n/locale.js';
import { useShellData } from '../../ui/layout/shell-data.js';
import { BannerCarousel } from './banner-carousel.js';
import { CategoryStrip } from './category-strip.js';
import { HomeHero } from './home-hero.js';
import { InfoBlock } from './info-block.js';
import { ProductSection } from './product-strip.js';
import { sectionView } from '../../lib/section-view.js';

function heroHeight(size: HeroBannerSize) {
  const { mobile, large } = heroBannerHeightPx(size);
  return { mobile: `${mobile}px`, large: `${large}px` };
}

/** One home section, drawn by its type (see sectionView). */
export function HomeSection({ data, first }: { data: StoreHomepageSection; first: boolean }) {
  const { locale, settings } = useShellData();
  const view = sectionView(data);
  if (!view) return null;
  const { section, title } = data;
  const href = (path: string) => localizePath(path, locale);
  switch (view.type) {
    case 'hero':
      return view.fallback ? (
        <HomeHero />
      ) : (
        <BannerCarousel
          images={section.config.images ?? []}
          height={heroHeight(settings.heroBannerSize)}
          label={title}
          priority={first}
        />
      );
    case 'banner': {
      const px = sectionHeightPx(section.config, SIMPLE_BANNER_HEIGHT);
      return (
        <div className="mx-auto max-w-7xl px-4 pt-10 sm:pt-14">
          <div className="overflow-hidden rounded-3xl shadow-sm">
            <BannerCarousel
              images={section.config.images ?? []}
              // Phones get the picture's own proportions (mobile banners are about 768×240) capped at the
              // configured height, so the owner's wording is not cropped away.
              height={{ mobile: `min(${px}px, 32vw)`, large: `${px}px` }}
              label={title}
              priority={first}
            />
          </div>
        </div>
      );
    }
    case 'products':
      return (
        <ProductSection
          sectionId={section.id}
          title={title}
          config={section.config}
          products={data.products}
          layout={view.layout}
          viewAll={href(view.viewAll)}
        />
      );
    case 'categories':
      return (
        <CategoryStrip
          sectionId={section.id}
          title={title}
          config={section.config}
          categories={data.categories}
          viewAll={view.viewAll ? href(view.viewAll) : undefined}
        />
      );
    case 'info':
      return <InfoBlock sectionId={section.id} title={title} config={section.config} />;
  }
}
