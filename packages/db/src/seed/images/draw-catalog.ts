import { SEED_BRANDS } from '../catalog/brands.js';
import type { PlannedProduct } from '../catalog/plan.js';
import { BANNER_SIZES, type BannerDevice, type BannerKind, type SeedBanner } from '../content/banners.js';
import { type MediaStore, mediaKey } from '../media-store.js';
import {
  drawAllBrandsSvg,
  drawBannerSvg,
  drawBrandLogoSvg,
  drawFaviconSvg,
  drawLogoSvg,
} from './draw-site.js';
import { drawProductSvg } from './draw-product.js';
import { renderSvgVariants, runPool } from './render.js';
import { shade } from './svg-color.js';

/**
 * Where every drawn file lives. URLs are derived from names alone, so the rows can be written with
 * `images: false` (fast tests) and point at the same files a full seed draws.
 */
export const seedMediaUrls = (media: MediaStore) => ({
  product: (name: string) => media.url(mediaKey('products', name, 640, 'webp')),
  brand: (id: number) => media.url(mediaKey('brands', `brand-${id}`, 256, 'webp')),
  logo: () => media.url(mediaKey('site', 'logo', 480, 'png')),
  favicon: () => media.url(mediaKey('site', 'favicon', 32, 'png')),
  allBrands: () => media.url(mediaKey('site', 'all-brands', 256, 'webp')),
  banner: (name: string, kind: BannerKind, device: BannerDevice) =>
    media.url(mediaKey('banners', `${name}-${device}`, BANNER_SIZES[kind][device][0], 'webp')),
});

/** Products without a colour option are drawn in neutral finishes, the brand colour first. */
function pictureColor(product: PlannedProduct, index: number, color: string): string {
  if (color) return color;
  const brand = SEED_BRANDS.find((b) => b.id === product.brandId)!;
  if (product.isGiftCard) return brand.color;
  return [shade(brand.color, 0.1), '#374151', '#c0c4cc', '#1f2937', '#e5e7eb', '#64748b'][index % 6]!;
}

export async function drawProductPictures(
  media: MediaStore,
  products: readonly PlannedProduct[],
  parallel = 2,
): Promise<void> {
  const jobs = products.flatMap((product) =>
    product.pictures.map((picture, index) => ({ product, picture, index })),
  );
  await runPool(jobs, parallel, async ({ product, picture, index }) => {
    const brand = SEED_BRANDS.find((b) => b.id === product.brandId)!;
    const svg = drawProductSvg({
      shape: product.source.shape,
      color: pictureColor(product, index, picture.color),
      brand: brand.en,
      mark: brand.mark,
      index,
      accent: ['#6366f1', '#0ea5e9', '#f43f5e', '#10b981', '#f59e0b', '#8b5cf6'][
        (product.brandId + index) % 6
      ]!,
    });
    await renderSvgVariants(media, svg, { folder: 'products', name: picture.name });
  });
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
      drawBrandLogoSvg(brand),
      { folder: 'brands', name: `brand-${brand.id}` },
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
