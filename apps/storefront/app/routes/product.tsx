import {
  CURRENCY,
  categoryLink,
  type DeliveryZones,
  type StoreProductCard,
  type StoreProductDetail,
} from '@matjar/core';
import { data, useFetcher, type MetaDescriptor } from 'react-router';
import { ProductBreadcrumb } from '../features/product/product-breadcrumb.js';
import { ProductDetails } from '../features/product/product-details.js';
import { ProductNotFound } from '../features/product/product-not-found.js';
import { purchaseState, withPageDescription, withReview } from '../features/product/product-selection.js';
import { localText } from '../lib/product-display.js';
import { RelatedProducts } from '../features/product/related-products.js';
import {
  REVIEW_INTENT,
  reviewsWithSubmitted,
  type ReviewActionData,
} from '../features/reviews/review-action.js';
import { submitReview } from '../features/reviews/review-action.server.js';
import { REVIEWS_ANCHOR, ReviewsSection } from '../features/reviews/reviews-section.js';
import { idParam } from '../features/catalog/load-catalog.server.js';
import {
  breadcrumbJsonLd,
  productJsonLd,
  riyalsDecimal,
  variantUrl,
} from '../features/seo/product-json-ld.js';
import { localeFromPathname, localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { pageMeta, PRODUCT_PREVIEW_SIZE, productPreviewImage } from '../lib/seo.js';
import { useShellData, type RootLoaderData } from '../ui/layout/shell-data.js';
import type { Route } from './+types/product';

type ProductLoaderData =
  | {
      product: StoreProductDetail;
      related: StoreProductCard[];
      variantId: number | null;
      /** For the structured data's shipping details; null when they cannot be read. */
      delivery: DeliveryZones | null;
    }
  | { product: null; related: []; variantId: null; delivery: null };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const { catalog } = context.services;
  const [product, related] = id
    ? await Promise.all([catalog.getProduct(id), catalog.relatedProducts(id)])
    : [null, []];
  // Unknown or inactive products render the page's own not-found state with a real 404.
  if (!product) {
    return data<ProductLoaderData>(
      { product: null, related: [], variantId: null, delivery: null },
      { status: 404 },
    );
  }
  const url = new URL(request.url);
  const locale = localeFromPathname(url.pathname);
  // ?variant=<id> opens that variant chosen (the restock e-mail's link); an id not of this product is ignored.
  const asked = idParam(url.searchParams.get('variant') ?? undefined);
  const variantId = product.variants.some((variant) => variant.id === asked) ? asked : null;
  // The zones are cached with the settings; the page renders without them when they cannot be read.
  const delivery = await Promise.resolve(context.services.settings.deliveryZones?.())
    .then((zones) => zones ?? null)
    .catch(() => null);
  return {
    product: withPageDescription(product, locale),
    related,
    variantId,
    delivery,
  } satisfies ProductLoaderData;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = idParam(params.id);
  const form = await request.formData();
  if (!id || form.get('intent') !== REVIEW_INTENT) {
    return data<ReviewActionData>({ ok: false, reason: 'invalid' }, { status: 400 });
  }
  const locale = localeFromPathname(new URL(request.url).pathname);
  const result = await submitReview(context.services.reviews, id, form, locale);
  return data(result, { status: result.ok ? 201 : 400 });
}

export function meta({ data: loaderData, matches, location }: Route.MetaArgs): MetaDescriptor[] {
  const shell = matches[0]?.loaderData as RootLoaderData | undefined;
  const origin = shell?.origin ?? '';
  const locale = localeFromPathname(location.pathname);
  const product = loaderData?.product;
  if (!product) {
    return pageMeta({
      title: t(locale, 'product.notFound.title'),
      description: t(locale, 'product.notFound.text'),
      origin,
      pathname: location.pathname,
      locale,
      noindex: true,
    });
  }
  const name = localText(product.name, product.name_en, locale);
  const description = localText(product.description, product.description_en, locale);
  const url = `${origin}${localizePath(`/product/${product.id}`, locale)}`;
  // A variant's own link (?variant=) is shared with that variant's price; search engines index the product's
  // page, which lists every variant (docs/decisions/058).
  const variant = product.variants.find((each) => each.id === loaderData?.variantId) ?? null;
  const price = purchaseState(product, variant).price.final;
  // The preview picture is made by the server from the product's first picture (the one its route reads).
  const hasPicture = Boolean(product.images[0]?.url ?? product.image);
  const home = `${origin}${localizePath('/', locale)}`;
  const trail = [
    { name: t(locale, 'product.home'), url: home },
    ...(product.category
      ? [
          {
            name: localText(product.category.name, product.category.name_en, locale),
            url: `${origin}${localizePath(categoryLink(product.category.id), locale)}`,
          },
        ]
      : []),
    { name, url },
  ];
  return [
    ...pageMeta({
      title: t(locale, 'product.meta.title', { name }),
      description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
      origin,
      pathname: location.pathname,
      locale,
      image: hasPicture ? productPreviewImage(product) : null,
      imageSize: hasPicture ? PRODUCT_PREVIEW_SIZE : undefined,
      ogType: 'product',
      sharedUrl: variant ? variantUrl(url, variant.id) : undefined,
      price: { amount: riyalsDecimal(price), currency: CURRENCY },
    }),
    {
      'script:ld+json': productJsonLd({
        product,
        locale,
        origin,
        url,
        variantId: variant?.id,
        delivery: loaderData?.delivery ?? null,
        returnPolicy: shell?.settings.returnPolicy,
      }),
    },
    { 'script:ld+json': breadcrumbJsonLd(trail) },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const reviewFetcher = useFetcher<ReviewActionData>();
  const { product, related, variantId } = loaderData;
  if (!product) return <ProductNotFound />;
  const submitted = reviewFetcher.data?.ok ? reviewFetcher.data.review : null;
  const reviews = reviewsWithSubmitted(product.reviews, submitted);
  // The summary counts a just-submitted review until the reloaded page data includes it.
  const rating =
    reviews.length > product.reviews.length && submitted
      ? withReview(product.rating, submitted.rating)
      : product.rating;
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-6 sm:py-8">
      <div>
        <ProductBreadcrumb
          category={product.category}
          name={localText(product.name, product.name_en, locale)}
        />
        {/* Keyed by id: a related product opened from here starts with a fresh choice. */}
        <ProductDetails
          key={`${product.id}:${variantId ?? ''}`}
          product={product}
          initialVariantId={variantId}
          rating={rating}
          reviewsHref={`#${REVIEWS_ANCHOR}`}
        />
      </div>
      <ReviewsSection reviews={reviews} rating={rating} fetcher={reviewFetcher} />
      <RelatedProducts products={related} />
    </div>
  );
}
