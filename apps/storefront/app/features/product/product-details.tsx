import {
  formatNumber,
  isSoldOut,
  type StoreProductDetail,
  type StoreRatingSummary,
  type StoreVariant,
} from '@matjar/core';
import { useState } from 'react';
import { RatingStars } from '../../ui/rating-stars.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { useCart } from '../../lib/cart/use-cart.js';
import { AddToCart } from './add-to-cart.js';
import { NotifyMe } from './notify-me.js';
import { OptionGroups } from './option-groups.js';
import { ProductGallery } from './product-gallery.js';
import { ProductPrice } from './product-price.js';
import {
  optionsOfVariant,
  pickerFor,
  purchaseState,
  variantForOptions,
  type ChosenOptions,
} from './product-selection.js';
import { localText } from '../../lib/product-display.js';
import { QuantityPicker } from './quantity-picker.js';
import { StockMessage } from './stock-message.js';
import { VariantPicker } from './variant-picker.js';
import { NameText } from '../../ui/isolated-text.js';

interface ProductDetailsProps {
  product: StoreProductDetail;
  /** Includes a review just submitted on this page. */
  rating: StoreRatingSummary;
  /** Where the rating under the name leads: the page's reviews section. */
  reviewsHref: string;
  /** The variant the address asked for (?variant=, the restock e-mail's link), chosen from the start. */
  initialVariantId?: number | null;
}

/** The first picture of one of these option values (a colour's own pictures), or null. */
function pictureOf(product: StoreProductDetail, valueIds: readonly number[]): number | null {
  const index = product.images.findIndex(
    (image) => image.option_value_id !== null && valueIds.includes(image.option_value_id),
  );
  return index >= 0 ? index : null;
}

/**
 * The address bar follows the choice (?variant=<id>, or none while no variant is chosen), so a link copied or
 * shared opens the same variant, rendered on the server with its price. The page is not loaded again.
 */
function showVariantInAddress(variantId: number | null) {
  const url = new URL(window.location.href);
  if (variantId === null) url.searchParams.delete('variant');
  else url.searchParams.set('variant', String(variantId));
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** Pictures and everything needed to choose and buy: the top of the product page. */
export function ProductDetails({ product, rating, reviewsHref, initialVariantId }: ProductDetailsProps) {
  const { locale } = useShellData();
  const t = useT();
  const [variant, setVariant] = useState<StoreVariant | null>(
    () => product.variants.find((candidate) => candidate.id === initialVariantId) ?? null,
  );
  const [chosen, setChosen] = useState<ChosenOptions>(() =>
    variant ? optionsOfVariant(product, variant) : {},
  );
  const [quantity, setQuantity] = useState(1);
  const inCart = useCart().lines.some(
    (line) => line.productId === product.id && line.variantId === (variant?.id ?? null),
  );
  // A variant's own link opens with its colour's picture in view, as choosing it would.
  const [focusImage, setFocusImage] = useState<number | null>(() =>
    pictureOf(product, Object.values(chosen)),
  );

  const name = localText(product.name, product.name_en, locale);
  const purchase = purchaseState(product, variant);
  const sku = product.variants.length > 0 ? variant?.sku : product.sku;
  const picker = pickerFor(product);
  const brand = product.brand ? localText(product.brand.name, product.brand.name_en, locale) : null;
  const variantLabel =
    (locale === 'en' ? product.variant_option_name : product.variant_option_name_ar) ||
    t('product.variants.label');

  function selectVariant(next: StoreVariant) {
    setVariant(next);
    setChosen(optionsOfVariant(product, next));
    setQuantity(1);
    showVariantInAddress(next.id);
  }

  function chooseOption(optionId: number, valueId: number) {
    const nextChosen = { ...chosen, [optionId]: valueId };
    setChosen(nextChosen);
    // A sold-out combination is chosen too, so the page says it is out of stock rather than keep the last one.
    const match = variantForOptions(product, nextChosen);
    setVariant(match);
    setQuantity(1);
    showVariantInAddress(match?.id ?? null);
    // A colour with its own pictures brings the first of them into view.
    const picture = pictureOf(product, [valueId]);
    if (picture !== null) setFocusImage(picture);
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <ProductGallery images={product.images} name={name} focusIndex={focusImage} />
      <div className="flex min-w-0 flex-col gap-5">
        <div className="space-y-2">
          {brand && (
            <p className="text-sm font-bold tracking-wide text-brand-700">
              <NameText name={brand} />
            </p>
          )}
          <h1 className="text-2xl leading-tight font-extrabold text-slate-900 sm:text-3xl">
            <NameText name={name} />
          </h1>
          <a
            href={reviewsHref}
            className="inline-flex items-center gap-2 text-sm text-slate-600 hover:text-brand-700"
          >
            <RatingStars rating={rating.average} />
            {rating.count > 0 ? (
              <span>
                <span className="sr-only">{t('product.rating.average', { average: rating.average })} · </span>
                {rating.count === 1
                  ? t('product.rating.countOne')
                  : t('product.rating.count', { count: formatNumber(rating.count, locale) })}
              </span>
            ) : (
              <span>{t('product.rating.none')}</span>
            )}
          </a>
        </div>
        <ProductPrice price={purchase.price} />
        {picker === 'options' && (
          <OptionGroups
            options={product.options}
            variants={product.variants}
            chosen={chosen}
            onChoose={chooseOption}
          />
        )}
        {picker === 'variants' && (
          <VariantPicker
            variants={product.variants}
            label={variantLabel}
            selectedId={variant?.id ?? null}
            onSelect={selectVariant}
          />
        )}
        <StockMessage stock={purchase.stock} />
        {/* The chosen variant's SKU; a product sold without variants shows its own. */}
        {sku && (
          <p className="text-sm text-slate-600" data-sku>
            {t('product.sku')}:{' '}
            <span dir="ltr" className="font-mono text-slate-800">
              {sku}
            </span>
          </p>
        )}
        {/* Once the selection is in the cart, AddToCart's stepper changes the cart itself: one control, not two. */}
        {!inCart && (
          <QuantityPicker
            value={quantity}
            max={Math.max(1, purchase.stock ?? 1)}
            disabled={isSoldOut(purchase.stock)}
            onChange={setQuantity}
          />
        )}
        <AddToCart
          product={product}
          variant={variant}
          quantity={quantity}
          unitPrice={purchase.price.final}
          stock={purchase.stock}
          needsVariant={purchase.needsVariant}
        />
        {!purchase.needsVariant && isSoldOut(purchase.stock) && (
          <NotifyMe key={variant?.id ?? 'product'} productId={product.id} variantId={variant?.id ?? null} />
        )}
        <section aria-labelledby="description-title" className="border-t border-slate-200 pt-5">
          <h2 id="description-title" className="mb-2 text-lg font-bold text-slate-900">
            {t('product.description')}
          </h2>
          <p className="leading-8 whitespace-pre-line text-slate-700">
            {localText(product.description, product.description_en, locale)}
          </p>
        </section>
      </div>
    </div>
  );
}
