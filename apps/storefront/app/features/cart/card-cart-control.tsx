import { effectivePrice, GIFT_CARD_CATEGORY_ID, isSoldOut } from '@matjar/core';
import { ShoppingCart, SlidersHorizontal } from '../../ui/icons.js';
import { localName } from '../../lib/product-display.js';
import { addToStoredCart } from '../../lib/cart/cart-storage.js';
import { lineLimit, quantityInCart } from '../../lib/cart/cart-store.js';
import { useQuantityLimitText } from '../../ui/quantity-limit-note.js';
import { useCart } from '../../lib/cart/use-cart.js';
import { localizePath } from '../../i18n/locale.js';
import { Button } from '../../ui/button.js';
import { ButtonLink } from '../../ui/button-link.js';
import { CartStepper } from '../../ui/cart-stepper.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import type { ProductCardData } from '../../ui/product-card.js';
import { returnFocusWhenLost } from '../../ui/focus-return.js';

/**
 * Adding swaps the card's button for a stepper, and minus on the last unit swaps it back: the control that had
 * focus is gone, so focus goes to its replacement in the same card.
 */
function focusInCardAfterSwap(from: HTMLElement, ...selectors: string[]): void {
  const card = from.closest('article') ?? from.parentElement;
  returnFocusWhenLost(...selectors.map((selector) => () => card?.querySelector<HTMLElement>(selector)));
}

/**
 * A card's cart control (storefront §4): add, or a stepper once the product is in the cart; a product with
 * variants opens its page to choose one. Drawn above the card's full-size link, and kept clear of the floating
 * buttons (data-keep-clear) like every control.
 */
export function CardCartControl({ product }: { product: ProductCardData }) {
  const { locale } = useShellData();
  const t = useT();
  const cart = useCart();
  const name = localName(product, locale);
  const lineKey = { productId: product.id, variantId: null };
  const inCart = quantityInCart({ cart: cart.lines, lastUpdated: 0 }, lineKey);
  const limit = lineLimit({ cart: cart.lines, lastUpdated: 0 }, lineKey, product.stock);
  const limitText = useQuantityLimitText(inCart, limit);
  // Cards that do not say whether the product has variants (old wishlist entries) leave the choice to its page.
  if (product.variant_count === undefined) return null;
  // Sold out (with variants, every one: the product's stock is their sum) says so, not "Choose options".
  if (isSoldOut(product.stock)) {
    return (
      <Button
        size="xs"
        variant="outline"
        disabled
        aria-label={t('restock.card.soldOutNamed', { name })}
        data-keep-clear
        className="relative z-10 w-full"
      >
        {t('restock.soldOut')}
      </Button>
    );
  }
  if (product.variant_count > 0) {
    return (
      <ButtonLink
        to={localizePath(`/product/${product.id}`, locale)}
        aria-label={t('cart.card.chooseNamed', { name })}
        variant="outline"
        size="xs"
        data-keep-clear
        className="relative z-10 w-full"
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        {t('cart.card.choose')}
      </ButtonLink>
    );
  }

  if (inCart > 0) {
    return (
      <div data-keep-clear className="relative z-10">
        <CartStepper
          name={name}
          quantity={inCart}
          stock={limit.max}
          limitNote={limitText}
          size="sm"
          className="relative z-10 w-full justify-between"
          onDecrement={(event) => {
            if (inCart <= 1) focusInCardAfterSwap(event.currentTarget, '[data-card-add]');
            cart.decrement(product.id, null);
          }}
          onIncrement={() => cart.increment(product.id, null)}
        />
      </div>
    );
  }

  const price = product.pricing ?? effectivePrice({ ...product, variants: product.variants ?? undefined });
  return (
    <Button
      size="xs"
      aria-label={t('cart.card.addNamed', { name })}
      data-card-add
      onClick={(event) => {
        focusInCardAfterSwap(event.currentTarget, '[data-stepper-increase]', '[data-stepper-decrease]');
        addToStoredCart(
          {
            productId: product.id,
            variantId: null,
            name: product.name,
            name_en: product.name_en ?? null,
            variantName: null,
            variantNameEn: null,
            image: product.image ?? null,
            price: price.final,
            stock: product.stock,
            isGiftCard: product.category_id === GIFT_CARD_CATEGORY_ID,
          },
          1,
        );
      }}
      data-keep-clear
      className="relative z-10 w-full"
    >
      <ShoppingCart className="size-4" aria-hidden />
      {t('cart.card.add')}
    </Button>
  );
}
