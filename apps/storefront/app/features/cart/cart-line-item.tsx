import { errorMessage, formatMoney, formatNumber, type StoreQuoteLine } from '@matjar/core';
import { Gift, Trash2 } from '../../ui/icons.js';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { CartStepper } from '../../ui/cart-stepper.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { ProductImage } from '../../ui/product-image.js';
import { localName } from '../../lib/product-display.js';
import { lineLimit, type CartLine } from '../../lib/cart/cart-store.js';
import { QuantityLimitNote, useQuantityLimitText } from '../../ui/quantity-limit-note.js';
import type { CartApi } from '../../lib/cart/use-cart.js';
import { NameText } from '../../ui/isolated-text.js';
import { returnFocusWhenLost } from '../../ui/focus-return.js';

/**
 * A removed line takes its buttons with it: focus goes to the remove button of the line now in its place (or
 * of the line before when it was the last), and to the "cart is empty" heading when none is left.
 */
export function focusAfterLineRemoval(from: HTMLElement): void {
  const item = from.closest('li');
  const list = item?.parentElement;
  const index = item && list ? Array.from(list.children).indexOf(item) : -1;
  const removeButtonOf = (at: number) =>
    list?.children.item(at)?.querySelector<HTMLElement>('[data-cart-remove]') ?? null;
  returnFocusWhenLost(
    () => removeButtonOf(index),
    () => removeButtonOf(index - 1),
    () => document.querySelector<HTMLElement>('main [data-empty-state] :is(h1, h2)'),
    () => document.querySelector<HTMLElement>('main h1'),
  );
}

interface CartLineItemProps {
  line: CartLine;
  /** The server's view of this line, once it answered. */
  quoted: StoreQuoteLine | null;
  cart: CartApi;
}

/** One cart line (storefront §2 Cart page): picture, name, option, unit price, stepper, line total, remove. */
export function CartLineItem({ line, quoted, cart }: CartLineItemProps) {
  const { locale } = useShellData();
  const t = useT();
  const name = localName(line, locale);
  const variant = locale === 'en' ? (line.variantNameEn ?? line.variantName) : line.variantName;
  const unitPrice = quoted?.unitPrice ?? line.price;
  const href = localizePath(`/product/${line.productId}`, locale);
  const { productId, variantId } = line;
  const limit = lineLimit({ cart: cart.lines, lastUpdated: 0 }, line, line.stock);
  const limitText = useQuantityLimitText(line.quantity, limit);

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link to={href} className="shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        <ProductImage
          src={line.image}
          alt={name}
          sizes="96px"
          width={96}
          height={96}
          className="size-20 object-contain p-1.5 sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 text-sm leading-5 font-bold text-slate-900 sm:text-base">
            <Link to={href} className="hover:text-brand-700">
              <NameText name={name} />
            </Link>
          </h3>
          <button
            type="button"
            onClick={(event) => {
              focusAfterLineRemoval(event.currentTarget);
              cart.remove(productId, variantId);
            }}
            aria-label={t('cart.remove', { name })}
            data-cart-remove
            className="inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-xs font-bold text-slate-500 hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="max-sm:sr-only">{t('cart.removeButton')}</span>
          </button>
        </div>
        {variant && <p className="text-sm text-slate-600">{variant}</p>}
        {line.isGiftCard && (
          <p className="inline-flex w-fit items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-bold text-violet-700">
            <Gift className="size-3.5" aria-hidden />
            {t('cart.giftCard')}
          </p>
        )}
        <p className="text-xs text-slate-500">
          {t('cart.unitPrice', { price: formatMoney(unitPrice, locale) })}
        </p>
        <LineProblem line={line} quoted={quoted} cart={cart} href={href} />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <CartStepper
            name={name}
            quantity={line.quantity}
            stock={limit.max}
            limitNote={limitText}
            size="sm"
            lineHasRemove
            onDecrement={(event) => {
              if (line.quantity <= 1) focusAfterLineRemoval(event.currentTarget);
              cart.decrement(productId, variantId);
            }}
            onIncrement={() => cart.increment(productId, variantId)}
          />
          <p className="text-base font-extrabold text-slate-900">
            <span className="sr-only">{t('cart.lineTotal')}: </span>
            {formatMoney(quoted?.lineTotal ?? unitPrice * line.quantity, locale)}
          </p>
        </div>
        <QuantityLimitNote text={limitText} />
      </div>
    </li>
  );
}

function LineProblem({ line, quoted, cart, href }: CartLineItemProps & { href: string }) {
  const { locale } = useShellData();
  const t = useT();
  const problem = quoted?.problem;
  if (!problem) return null;
  const box = 'rounded-lg bg-red-50 px-2.5 py-1.5 text-xs font-semibold text-red-700';
  if (problem === 'STOCK_LIMIT') {
    return (
      <p role="alert" className={`${box} flex flex-wrap items-center gap-x-2 gap-y-1`}>
        {errorMessage('STOCK_LIMIT', locale, { available: formatNumber(quoted.available, locale) })}
        <button
          type="button"
          onClick={() => cart.setQuantity(line.productId, line.variantId, quoted.available)}
          className="rounded-full bg-white px-2 py-0.5 font-bold text-red-700 ring-1 ring-red-300 hover:bg-red-100"
        >
          {t('cart.problem.lower', { count: formatNumber(quoted.available, locale) })}
        </button>
      </p>
    );
  }
  if (problem === 'OUT_OF_STOCK') {
    return (
      <p role="alert" className={box}>
        {errorMessage('OUT_OF_STOCK', locale)}
      </p>
    );
  }
  if (problem === 'PRODUCT_UNAVAILABLE') {
    return (
      <p role="alert" className={box}>
        {t('cart.problem.unavailable')}
      </p>
    );
  }
  return (
    <p role="alert" className={box}>
      {t('cart.problem.variant')}{' '}
      <Link to={href} className="font-bold underline">
        {t('cart.problem.chooseAgain')}
      </Link>
    </p>
  );
}
