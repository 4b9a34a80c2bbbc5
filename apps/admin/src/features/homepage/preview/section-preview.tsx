import {
  DEFAULT_INFO_BG,
  effectivePrice,
  formatMoney,
  imageVariantUrl,
  sectionRenderKind,
  sectionTitle,
  type HomepageSectionConfig,
} from '@matjar/core';
import { translate, type Language } from '../../../i18n/translate';
import { CatalogIcon } from '../../../ui/catalog-icon';
import { BannerPreview } from './banner-preview';
import { PreviewHeading } from './preview-heading';
import { nameIn, type PreviewCategory, type PreviewProduct } from './preview-types';

export interface SectionPreviewProps {
  sectionType: string;
  config: HomepageSectionConfig;
  lang: Language;
  /** The banner's height in px on a wide screen (the hero's follows the hero size setting). */
  bannerHeightPx: number;
  products: readonly PreviewProduct[];
  categories: readonly PreviewCategory[];
}

/**
 * One section drawn the way the storefront's home draws it (storefront §2), in one language: the same
 * title rule and style (core), banner proportions, product cards, category tiles, info block. A section
 * the storefront would leave out says so instead.
 */
export function SectionPreview({
  sectionType,
  config,
  lang,
  bannerHeightPx,
  products,
  categories,
}: SectionPreviewProps) {
  const kind = sectionRenderKind(sectionType);
  const title = sectionTitle({ section_type: sectionType, config }, lang);
  const note = (key: 'homepage.preview.heroFallback' | 'homepage.preview.hidden') => (
    <p className="rounded-xl border border-dashed border-zinc-300 p-4 text-center text-sm text-zinc-600">
      {translate(lang, key)}
    </p>
  );

  if (kind === 'hero_banner' || kind === 'banner') {
    const images = config.images ?? [];
    if (images.length === 0)
      return note(kind === 'hero_banner' ? 'homepage.preview.heroFallback' : 'homepage.preview.hidden');
    return (
      <BannerPreview
        images={images}
        heightPx={bannerHeightPx}
        fullBleed={kind === 'hero_banner'}
        lang={lang}
      />
    );
  }
  if (kind === 'info') {
    const own = lang === 'ar' ? config.text_ar : config.text_en;
    const text = own?.trim() ? own : ((lang === 'ar' ? config.text_en : config.text_ar) ?? '');
    return (
      <div
        className="rounded-2xl px-5 py-6 ring-1 ring-black/5"
        style={{ backgroundColor: config.bg_color || DEFAULT_INFO_BG }}
      >
        <PreviewHeading title={title} config={config} lang={lang} viewAll={false} />
        {text && <p className="mt-3 text-base leading-7 whitespace-pre-line text-slate-700">{text}</p>}
      </div>
    );
  }
  if (kind === 'chosen_categories' || kind === 'categories') {
    if (categories.length === 0) return note('homepage.preview.hidden');
    return (
      <div>
        <PreviewHeading title={title} config={config} lang={lang} viewAll={kind === 'categories'} />
        <ul className="mt-4 grid grid-cols-2 gap-3 @md:grid-cols-3 @2xl:grid-cols-6">
          {categories.map((category) => (
            <li
              key={category.id}
              className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-2 py-4 text-center shadow-sm"
            >
              <span className="grid size-14 place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100">
                <CatalogIcon icon={category.icon} className="size-10" />
              </span>
              <span className="text-sm font-bold text-slate-800">{nameIn(category, lang)}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (products.length === 0) return note('homepage.preview.hidden');
  return (
    <div>
      <PreviewHeading title={title} config={config} lang={lang} viewAll />
      {/* Latest products are a scrolling strip on the storefront, the others a grid. */}
      <ul
        // The strip scrolls: reachable by keyboard and named for it.
        {...(kind === 'latest_products' ? { tabIndex: 0, 'aria-label': title } : {})}
        className={
          kind === 'latest_products'
            ? 'mt-4 flex snap-x gap-3 overflow-x-auto pb-2'
            : 'mt-4 grid grid-cols-2 gap-3 @md:grid-cols-3 @2xl:grid-cols-4'
        }
      >
        {products.map((product) => {
          const price = effectivePrice(product);
          return (
            <li
              key={product.id}
              className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${
                kind === 'latest_products' ? 'w-[44%] shrink-0 snap-start @md:w-[30%]' : ''
              }`}
            >
              <div className="relative aspect-square bg-slate-50">
                {product.image && (
                  <img
                    src={imageVariantUrl(product.image, 320, 'webp')}
                    alt=""
                    className="size-full object-contain p-2"
                  />
                )}
              </div>
              <div className="flex flex-1 flex-col gap-1 p-2.5">
                <p className="line-clamp-2 text-sm leading-5 font-bold text-slate-900">
                  {nameIn(product, lang)}
                </p>
                <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
                  <span className="text-sm font-extrabold text-brand-700">
                    {formatMoney(price.final, lang)}
                  </span>
                  {price.hasDiscount && (
                    <span className="text-xs text-slate-500 line-through">
                      {formatMoney(price.base, lang)}
                    </span>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
