import { effectivePrice, formatMoney, formatNumber } from '@matjar/core';
import { Link } from 'react-router';
import { localName, stockLabel, type ProductCardData } from '../lib/product-display.js';
import { localizePath } from '../i18n/locale.js';
import { useShellData, useT } from './layout/shell-data.js';
import { ProductImage } from './product-image.js';
import { useProductCardActions } from './product-card-actions.js';
import { NameText } from './isolated-text.js';

export type { ProductCardData };

/** A card's product, with what its cart control needs (a wishlist entry has neither, and offers no control). */
/** How wide a card is drawn in the 2–5 column grid; used for `sizes`. */
export const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

interface ProductCardProps {
  product: ProductCardData;
  /** First row of a page: load the picture at once. */
  priority?: boolean;
  sizes?: string;
  /** The card's name is a heading one level under the section it is in: 2 under a page's title, 3 under an h2. */
  headingLevel?: 2 | 3;
}

export function ProductCard({
  product,
  priority = false,
  sizes = GRID_IMAGE_SIZES,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { locale } = useShellData();
  const t = useT();
  const actions = useProductCardActions();
  const name = localName(product, locale);
  const price = product.pricing ?? effectivePrice({ ...product, variants: product.variants ?? undefined });
  const stock = stockLabel(product.stock);
  const href = localizePath(`/product/${product.id}`, locale);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-slate-50">
        <ProductImage
          src={product.image}
          alt={name}
          sizes={sizes}
          priority={priority}
          className={`size-full object-contain p-3 transition duration-300 group-hover:scale-105 ${stock === 'out' ? 'opacity-60' : ''}`}
        />
        {price.hasDiscount && (
          <span className="absolute top-2 start-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white shadow">
            {t('product.discountBadge', { percent: formatNumber(price.percentOff, locale) })}
          </span>
        )}
        {actions.heart(product, 'absolute top-2 end-2 z-10')}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="line-clamp-2 min-h-10 text-sm leading-5 font-bold text-slate-900">
          {/* The whole card is the link; the heart above sits on top of it. Its focus ring is drawn round the
              whole card (the overlay, inside the card that clips what overflows). */}
          <Link
            to={href}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500"
            prefetch="intent"
          >
            <NameText name={name} />
          </Link>
        </Heading>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-extrabold text-brand-700">{formatMoney(price.final, locale)}</span>
          {price.hasDiscount && (
            <span className="text-xs text-slate-500 line-through">
              {/* Struck through means "was": said in words, as on the product page. */}
              <span className="sr-only">{t('product.price.was', { price: '' })}</span>
              {formatMoney(price.base, locale)}
            </span>
          )}
        </div>
        {stock === 'out' && (
          <span className="w-fit rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-600">
            {t('product.outOfStock')}
          </span>
        )}
        {stock === 'low' && (
          <span className="w-fit rounded-full bg-amber-50 px-2 py-0.5 text-xs font-bold text-amber-700">
            {t('product.lowStock', { count: formatNumber(product.stock, locale) })}
          </span>
        )}
        {actions.cart(product)}
      </div>
    </article>
  );
}
