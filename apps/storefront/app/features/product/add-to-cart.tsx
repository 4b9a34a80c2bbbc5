import {
  errorMessage,
  formatNumber,
  GIFT_CARD_CATEGORY_ID,
  isSoldOut,
  type StoreProductDetail,
  type StoreVariant,
} from '@matjar/core';
import { ShoppingCart } from '../../ui/icons.js';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { addToStoredCart } from '../../lib/cart/cart-storage.js';
import { lineLimit, quantityInCart } from '../../lib/cart/cart-store.js';
import { QuantityLimitNote, useQuantityLimitText } from '../../ui/quantity-limit-note.js';
import { useCart } from '../../lib/cart/use-cart.js';
import { localizePath } from '../../i18n/locale.js';
import { Button } from '../../ui/button.js';
import { CartStepper } from '../../ui/cart-stepper.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { localName } from '../../lib/product-display.js';
import { AddedToCartOverlay } from './added-to-cart-overlay.js';
import { returnFocusWhenLost } from '../../ui/focus-return.js';

interface AddToCartProps {
  product: StoreProductDetail;
  variant: StoreVariant | null;
  quantity: number;
  /** Unit price after the discount, integer dirhams. */
  unitPrice: number;
  /** Stock of the selection; null while a variant must still be chosen. */
  stock: number | null;
  needsVariant: boolean;
}

type Notice = { kind: 'out' } | { kind: 'limit'; available: number } | null;

/**
 * The add button (disabled until a variant is chosen or when out of stock) or, once the selection is in the
 * cart, a quantity stepper (storefront §2); the spec's refusals as alerts in the error catalogue's words; the
 * 1-second 'added' overlay.
 */
export function AddToCart({ product, variant, quantity, unitPrice, stock, needsVariant }: AddToCartProps) {
  const { locale } = useShellData();
  const t = useT();
  const cart = useCart();
  const [notice, setNotice] = useState<Notice>(null);
  const [addedAt, setAddedAt] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const hideOverlay = useCallback(() => setAddedAt(null), []);
  const productId = product.id;
  const variantId = variant?.id ?? null;
  const inCart = quantityInCart({ cart: cart.lines, lastUpdated: 0 }, { productId, variantId });
  const limit = lineLimit({ cart: cart.lines, lastUpdated: 0 }, { productId, variantId }, stock ?? 0);
  const limitText = useQuantityLimitText(inCart, limit);
  const soldOut = !needsVariant && isSoldOut(stock);
  const disabled = needsVariant || soldOut;

  function add() {
    const result = addToStoredCart(
      {
        productId,
        variantId,
        name: product.name,
        name_en: product.name_en,
        variantName: variant?.name ?? null,
        variantNameEn: variant?.name_en ?? null,
        image: product.image,
        price: unitPrice,
        stock: stock ?? 0,
        isGiftCard: product.category_id === GIFT_CARD_CATEGORY_ID,
      },
      quantity,
    );
    if (result.ok) {
      setNotice(null);
      setAddedAt(Date.now());
      // The button gives way to the stepper: focus follows to its plus (minus when plus stops at the stock).
      returnFocusWhenLost(
        () => box.current?.querySelector<HTMLElement>('[data-stepper-increase]'),
        () => box.current?.querySelector<HTMLElement>('[data-stepper-decrease]'),
      );
    } else {
      // A cap on units is explained by the note under the button, shown whenever the cart is at one.
      if (result.reason === 'out_of_stock') setNotice({ kind: 'out' });
      else if (result.reason === 'stock_limit') setNotice({ kind: 'limit', available: result.available });
    }
  }

  // Taking the last units is not a mistake: that is said calmly under the stepper, as a status. The red
  // alert is kept for an add the cart refused.
  const atStock = inCart > 0 && stock !== null && inCart >= stock;
  const noteText = limitText ?? (atStock ? t('cart.stepper.atStock') : null);

  return (
    <div ref={box} className="space-y-2">
      {inCart > 0 && !disabled ? (
        <div className="flex flex-wrap items-center gap-3">
          <CartStepper
            name={localName(product, locale)}
            quantity={inCart}
            stock={limit.max}
            limitNote={limitText}
            onDecrement={() => {
              setNotice(null);
              // Minus on the last unit brings the add button back: focus goes to it.
              if (inCart <= 1) returnFocusWhenLost(() => box.current?.querySelector<HTMLElement>('button'));
              cart.decrement(productId, variantId);
            }}
            onIncrement={() => cart.increment(productId, variantId)}
          />
          <p className="text-sm text-slate-600">
            {t('product.inCart', { count: formatNumber(inCart, locale) })}
            {' · '}
            <Link to={localizePath('/cart', locale)} className="font-bold text-brand-700 underline">
              {t('product.viewCart')}
            </Link>
          </p>
        </div>
      ) : (
        <Button size="xl" onClick={add} disabled={disabled} className="w-full">
          {!soldOut && <ShoppingCart className="size-5" aria-hidden />}
          {soldOut ? t('restock.soldOut') : t('product.addToCart')}
        </Button>
      )}
      {needsVariant && <p className="text-sm font-semibold text-amber-700">{t('product.selectVariant')}</p>}
      {notice && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
          {notice.kind === 'out'
            ? errorMessage('OUT_OF_STOCK', locale)
            : errorMessage('STOCK_LIMIT', locale, { available: formatNumber(notice.available, locale) })}
        </p>
      )}
      {!disabled && <QuantityLimitNote text={noteText} />}
      {addedAt !== null && <AddedToCartOverlay addedAt={addedAt} onDone={hideOverlay} />}
    </div>
  );
}
