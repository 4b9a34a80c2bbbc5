import {
  ADD_TO_CART_OVERLAY_MS,
  GIFT_CARD_CATEGORY_ID,
  type StoreProductDetail,
  type StoreVariant,
} from '@matjar/core';
import { CheckCircle2, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { addToStoredCart } from '../cart/cart-storage.js';
import { useCartQuantity } from '../cart/use-cart-quantity.js';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

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
 * The add button (disabled until a variant is chosen or when out of stock), the spec's refusals as alerts, the
 * 1-second 'added' overlay and how many are already in the cart.
 */
export function AddToCart({ product, variant, quantity, unitPrice, stock, needsVariant }: AddToCartProps) {
  const { locale } = useShellData();
  const t = useT();
  const [notice, setNotice] = useState<Notice>(null);
  const [addedAt, setAddedAt] = useState<number | null>(null);
  const lineKey = { productId: product.id, variantId: variant?.id ?? null };
  const inCart = useCartQuantity(lineKey.productId, lineKey.variantId);

  useEffect(() => {
    if (addedAt === null) return;
    const timer = window.setTimeout(() => setAddedAt(null), ADD_TO_CART_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [addedAt]);

  const disabled = needsVariant || stock === null || stock <= 0;

  function add() {
    const result = addToStoredCart(
      {
        ...lineKey,
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
    } else {
      setNotice(
        result.reason === 'out_of_stock' ? { kind: 'out' } : { kind: 'limit', available: result.available },
      );
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={add}
        disabled={disabled}
        className="flex h-13 w-full items-center justify-center gap-2 rounded-2xl bg-brand-700 px-6 text-lg font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none"
      >
        <ShoppingCart className="size-5" aria-hidden />
        {t('product.addToCart')}
      </button>
      {needsVariant && <p className="text-sm font-semibold text-amber-700">{t('product.selectVariant')}</p>}
      {notice && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
          {notice.kind === 'out' ? t('cart.outOfStock') : t('cart.stockLimit', { count: notice.available })}
        </p>
      )}
      {inCart > 0 && (
        <p className="text-sm text-slate-600">
          {t('product.inCart', { count: inCart })}
          {' · '}
          <Link to={localizePath('/cart', locale)} className="font-bold text-brand-700 underline">
            {t('product.viewCart')}
          </Link>
        </p>
      )}
      {addedAt !== null && (
        <div
          role="status"
          className="pointer-events-none fixed inset-0 z-50 grid place-items-center bg-slate-900/30"
        >
          <p className="flex items-center gap-3 rounded-2xl bg-white px-8 py-6 text-lg font-bold text-emerald-700 shadow-xl">
            <CheckCircle2 className="size-8" aria-hidden />
            {t('product.added')}
          </p>
        </div>
      )}
    </div>
  );
}
