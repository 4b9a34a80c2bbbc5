import { SEED_BRANDS } from '../catalog/brands.js';
import type { PlannedProduct } from '../catalog/plan.js';
import { BANNER_SIZES, type BannerDevice, type BannerKind, type SeedBanner } from '../content/banners.js';
import { type MediaStore, mediaKey } from '../media-store.js';
import { SEED_CATEGORIES } from '../catalog/categories.js';
import type { SeedCategory } from '../types.js';
import { artName } from './art-name.js';
import { drawBrandMarkSvg } from './draw-brand-mark.js';
import { drawCategoryIconSvg } from './draw-category-icon.js';
import { drawAllBrandsSvg, drawBannerSvg, drawFaviconSvg, drawLogoSvg } from './draw-site.js';
import { renderSvgVariants, runPool } from './render.js';

const brandMarkName = (id: number) =>
  artName(`brand-${id}`, drawBrandMarkSvg(SEED_BRANDS.find((b) => b.id === id)!));
const categoryIconName = (category: SeedCategory) =>
  artName(`category-${category.slug}`, drawCategoryIconSvg(category));

/**
 * Where every drawn file lives. URLs are derived from names alone, so the rows can be written with
 * `images: false` (fast tests) and point at the same files a full seed draws.
 */
export const seedMediaUrls = (media: MediaStore) => ({
  product: (name: string) => media.url(mediaKey('products', name, 640, 'webp')),
  brand: (id: number) => media.url(mediaKey('brands', brandMarkName(id), 256, 'webp')),
  category: (category: SeedCategory) =>
    media.url(mediaKey('categories', categoryIconName(category), 256, 'webp')),
  logo: () => media.url(mediaKey('site', 'logo', 480, 'png')),
  favicon: () => media.url(mediaKey('site', 'favicon', 32, 'png')),
  allBrands: () => media.url(mediaKey('site', 'all-brands', 256, 'webp')),
  banner: (name: string, kind: BannerKind, device: BannerDevice) =>
    media.url(mediaKey('banners', `${name}-${device}`, BANNER_SIZES[kind][device][0], 'webp')),
});

export async function drawProductPictures(
  media: MediaStore,
  products: readonly PlannedProduct[],
  parallel = 2,
): Promise<void> {
  const pictures = products.flatMap((product) => product.pictures);
  await runPool(pictures, parallel, (picture) =>
    renderSvgVariants(media, picture.svg, { folder: 'products', name: picture.name }),
  );
}

export async function drawSiteAssets(
  media: MediaStore,
  banners: readonly [BannerKind, SeedBanner][],
): Promise<void> {
  await renderSvgVariants(
    media,
    drawLogoSvg(),
    { folder: 'site', name: 'logo' },
    { widths: [480], formats: ['png', 'webp'] },
  );
  await renderSvgVariants(
    media,
    drawFaviconSvg(),
    { folder: 'site', name: 'favicon' },
    { widths: [32], formats: ['png'] },
  );
  await renderSvgVariants(
    media,
    drawAllBrandsSvg(),
    { folder: 'site', name: 'all-brands' },
    { widths: [256], formats: ['webp', 'png'] },
  );
  await runPool(SEED_BRANDS, 2, (brand) =>
    renderSvgVariants(
      media,
      drawBrandMarkSvg(brand),
      { folder: 'brands', name: brandMarkName(brand.id) },
      { widths: [256], formats: ['webp'] },
    ),
  );
  await runPool(SEED_CATEGORIES, 2, (category) =>
    renderSvgVariants(
      media,
      drawCategoryIconSvg(category),
      { folder: 'categories', name: categoryIconName(category) },
      { widths: [256], formats: ['webp'] },
    ),
  );
  const jobs = banners.flatMap(([kind, banner]) =>
    (Object.keys(BANNER_SIZES[kind]) as BannerDevice[]).map((device) => ({ kind, banner, device })),
  );
  await runPool(jobs, 2, ({ kind, banner, device }) => {
    const [width, height] = BANNER_SIZES[kind][device];
    return renderSvgVariants(
      media,
      drawBannerSvg(banner, width, height),
      { folder: 'banners', name: `${banner.name}-${device}` },
      { widths: [width], formats: ['webp'] },
    );
  });
}
