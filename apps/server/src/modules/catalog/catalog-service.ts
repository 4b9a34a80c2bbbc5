import {
  AppError,
  brandSlugs,
  CATEGORY_STRIP,
  LATEST_PRODUCTS,
  PRODUCT_PAGE_SIZE_MAX,
  RATING_MAX,
  RATING_MIN,
  RELATED_PRODUCTS,
  StoreProductListQuery,
  categoryLink,
  productLink,
  effectivePrice,
  issuesFromZod,
  sectionRenderKind,
  sectionTitle,
  visibleHomepageSections,
  type HomepageSection,
  type Locale,
  type StoreBrand,
  type StoreCategory,
  type StoreHomepage,
  type StoreHomepageCategory,
  type StoreHomepageSection,
  type StoreProductCard,
  type StoreProductDetail,
  type StoreProductList,
  type StoreProductListInput,
  type StoreFeedItem,
  type StoreSitemapEntry,
} from '@matjar/core';
import type { StorefrontCatalogService } from '@matjar/storefront';
import type { ContentCache, SettingsService } from '../content/index.js';
import { SITEMAP_TAG, homepageTags, listTags, productTag, sectionTags } from './cache-tags.js';
import type { CardRow, CatalogRepository, DetailRow } from './catalog-repository.js';

const iso = (value: string | Date) => new Date(value).toISOString();

export function toCard(row: CardRow): StoreProductCard {
  return {
    id: row.id,
    name: row.name,
    name_en: row.name_en,
    image: row.image,
    price: row.price,
    stock: row.stock,
    category_id: row.category_id,
    brand_id: row.brand_id,
    brand: row.brand,
    is_special_offer: row.is_special_offer,
    discount_type: row.discount_type,
    discount_value: row.discount_value,
    variant_count: row.variant_summary[0],
    pricing: effectivePrice(
      row,
      // On cards the first active variant's price is the base (storefront §5).
      row.variant_summary[1],
    ),
  };
}

function toDetail(row: DetailRow): StoreProductDetail {
  const counts = new Map(row.ratings.map((r) => [r.rating, r.count]));
  const count = row.ratings.reduce((sum, r) => sum + r.count, 0);
  const total = row.ratings.reduce((sum, r) => sum + r.rating * r.count, 0);
  const distribution = [];
  for (let stars = RATING_MAX; stars >= RATING_MIN; stars--) {
    distribution.push({ stars, count: counts.get(stars) ?? 0 });
  }
  return {
    ...toCard(row),
    description: row.description,
    description_en: row.description_en,
    sku: row.sku,
    gtin: row.gtin,
    mpn: row.mpn,
    variant_option_name: row.variant_option_name,
    variant_option_name_ar: row.variant_option_name_ar,
    category: row.category,
    images: row.images,
    options: row.options,
    variants: row.variants,
    categories: row.categories,
    reviews: row.reviews.map((r) => ({
      id: r.id,
      productId: r.product_id,
      customerName: r.customer_name,
      comment: r.comment,
      rating: r.rating,
      date: iso(r.created_at),
      verified: r.verified,
    })),
    rating: { average: count ? Math.round((total / count) * 10) / 10 : 0, count, distribution },
    updated_at: iso(row.updated_at),
  };
}

/**
 * A list query from a URL or a loader; a bad one (an unknown sort too) is a 400 with the field issues. The
 * locale only orders by name, so other sorts share one cached answer whatever the language.
 */
export function parseListQuery(input: StoreProductListInput | undefined): StoreProductListQuery {
  const parsed = StoreProductListQuery.safeParse(input ?? {});
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {}, { issues: issuesFromZod(parsed.error.issues) });
  }
  return parsed.data.sort === 'name' ? parsed.data : { ...parsed.data, locale: 'ar' };
}

export interface CatalogServiceDeps {
  repository: CatalogRepository;
  settings: SettingsService;
  cache: ContentCache;
}

/**
 * The public catalogue with every answer cached until the catalogue or the settings change, or until one of
 * the products it shows changes (cache-tags.ts).
 */
export function createCatalogService({ repository, settings, cache }: CatalogServiceDeps) {
  async function listProducts(input?: StoreProductListInput): Promise<StoreProductList> {
    const query = parseListQuery(input);
    return cache.get(
      `products:${JSON.stringify(query)}`,
      async () => {
        const { rows, total } = await repository.listProducts(query);
        return {
          items: rows.map(toCard),
          page: query.page,
          pageSize: query.pageSize,
          total,
          pageCount: Math.ceil(total / query.pageSize),
        };
      },
      (list) => listTags(list.items),
    );
  }

  function getProduct(id: number): Promise<StoreProductDetail | null> {
    return cache.get(
      `product:${id}`,
      async () => {
        const row = await repository.findProduct(id);
        return row ? toDetail(row) : null;
      },
      () => [productTag(id)],
    );
  }

  function relatedProducts(id: number): Promise<StoreProductCard[]> {
    return cache.get(
      `related:${id}`,
      async () => (await repository.relatedProducts(id, RELATED_PRODUCTS)).map(toCard),
      listTags,
    );
  }

  function latestProducts(): Promise<StoreProductCard[]> {
    return cache.get(
      'latest',
      async () => (await repository.latestProducts(LATEST_PRODUCTS)).map(toCard),
      listTags,
    );
  }

  const allCategories = (): Promise<StoreCategory[]> =>
    cache.get('categories', () => repository.listCategories());

  /** A category without a visible product is not offered (lists, menus, homepage). */
  async function listCategories(): Promise<StoreCategory[]> {
    return (await allCategories()).filter((category) => category.product_count > 0);
  }

  /** An empty category's own page still answers (a link to it says it has nothing yet). */
  async function getCategory(id: number): Promise<StoreCategory | null> {
    return (await allCategories()).find((category) => category.id === id) ?? null;
  }

  const allBrands = () =>
    cache.get('brands', async () => {
      const [brands, counts] = await Promise.all([repository.listBrands(), repository.brandCategoryCounts()]);
      // Over every brand, listed or not, so a brand's first product never moves another brand's page.
      const slugs = brandSlugs(brands);
      return brands.map((brand): StoreBrand => {
        const own = counts.filter((row) => row.brand_id === brand.id);
        return {
          ...brand,
          slug: slugs.get(brand.id)!,
          product_count: own.find((row) => row.total_row === 1)?.count ?? 0,
          category_counts: own
            .filter((row) => row.total_row === 0 && row.category_id !== null)
            .map((row) => ({ category_id: row.category_id!, product_count: row.count }))
            .sort((a, b) => a.category_id - b.category_id),
        };
      });
    });

  async function listBrands(categoryId?: number): Promise<StoreBrand[]> {
    const brands = await allBrands();
    // A brand without a visible product is not listed.
    if (categoryId === undefined) return brands.filter((brand) => brand.product_count > 0);
    return brands.flatMap((brand) => {
      const inCategory = brand.category_counts.find((row) => row.category_id === categoryId);
      return inCategory ? [{ ...brand, product_count: inCategory.product_count }] : [];
    });
  }

  async function withBrands(categories: StoreCategory[]): Promise<StoreHomepageCategory[]> {
    return Promise.all(
      categories.map(async (category) => ({
        ...category,
        brands: (await listBrands(category.id)).map(({ id, name, name_en, icon }) => ({
          id,
          name,
          name_en,
          icon,
        })),
      })),
    );
  }

  async function resolveSection(section: HomepageSection, locale: Locale): Promise<StoreHomepageSection> {
    const kind = sectionRenderKind(section.section_type);
    const resolved: StoreHomepageSection = {
      section,
      kind,
      title: sectionTitle(section, locale),
      products: [],
      categories: [],
    };
    if (kind === 'latest_products') {
      resolved.products = await latestProducts();
    } else if (kind === 'offers') {
      resolved.products = (await listProducts({ offers: true, pageSize: PRODUCT_PAGE_SIZE_MAX })).items;
    } else if (kind === 'products') {
      const ids = (section.config.product_ids ?? []).filter((id) => id > 0).slice(0, PRODUCT_PAGE_SIZE_MAX);
      const items = ids.length ? (await listProducts({ ids, pageSize: PRODUCT_PAGE_SIZE_MAX })).items : [];
      // In the order the staff chose them.
      resolved.products = ids.flatMap((id) => items.filter((item) => item.id === id));
    } else if (kind === 'categories') {
      resolved.categories = await withBrands((await listCategories()).slice(0, CATEGORY_STRIP));
    } else if (kind === 'chosen_categories') {
      const all = await listCategories();
      const chosen = (section.config.category_ids ?? []).flatMap((id) => all.filter((c) => c.id === id));
      resolved.categories = await withBrands(chosen);
    }
    return resolved;
  }

  const service: StorefrontCatalogService = {
    listProducts,
    getProduct,
    relatedProducts,
    listCategories,
    getCategory,
    listBrands,
    homepage(locale: Locale): Promise<StoreHomepage> {
      return cache.get(
        `homepage:${locale}`,
        async () => {
          const sections = visibleHomepageSections(await settings.homepageSections());
          return { sections: await Promise.all(sections.map((s) => resolveSection(s, locale))) };
        },
        homepageTags,
      );
    },
    section(id: string, locale: Locale): Promise<StoreHomepageSection | null> {
      return cache.get(
        `section:${locale}:${id}`,
        async () => {
          const section = visibleHomepageSections(await settings.homepageSections()).find((s) => s.id === id);
          return section ? resolveSection(section, locale) : null;
        },
        sectionTags,
      );
    },
    sitemapEntries(): Promise<StoreSitemapEntry[]> {
      return cache.get(
        'sitemap',
        async () =>
          (await repository.sitemapRows()).map((row) => ({
            kind: row.kind,
            path: row.kind === 'category' ? categoryLink(row.id) : productLink(row.id),
            lastModified: row.updated_at ? iso(row.updated_at) : null,
          })),
        // Dropped by every product change, not only staff edits: a sale or a restock moves lastmod.
        () => [SITEMAP_TAG],
      );
    },
    feedItems(): Promise<StoreFeedItem[]> {
      return cache.get(
        'feed',
        async () =>
          (await repository.feedRows()).map((row) => ({
            ...row,
            price: Number(row.price),
            stock: Number(row.stock),
            discount_value: Number(row.discount_value),
            updated_at: iso(row.updated_at),
          })),
        // Like the sitemap, dropped by every product change: the feeds' prices and stock are always current.
        () => [SITEMAP_TAG],
      );
    },
  };
  return service;
}
export type CatalogService = ReturnType<typeof createCatalogService>;

/** For routes: the product or a 404 in the error shape. */
export async function requireProduct(catalog: StorefrontCatalogService, id: number) {
  const product = await catalog.getProduct(id);
  if (!product) throw new AppError('NOT_FOUND');
  return product;
}
