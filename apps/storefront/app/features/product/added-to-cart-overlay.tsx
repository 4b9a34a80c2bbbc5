import { ADD_TO_CART_OVERLAY_MS } from '@matjar/core';
import { ArrowRight, CircleCheck } from '../../ui/icons.js';
import { useEffect } from 'react';
import { localizePath } from '../../i18n/locale.js';
import { ButtonLink } from '../../ui/button-link.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

/**
 * The confirmation shown for ADD_TO_CART_OVERLAY_MS after an add (storefront §2, §9), with the way to the cart.
 * `addedAt` restarts it on every add, so two quick adds show it a full second after the second one.
 */
export function AddedToCartOverlay({ addedAt, onDone }: { addedAt: number; onDone: () => void }) {
  const { locale } = useShellData();
  const t = useT();
  useEffect(() => {
    const timer = window.setTimeout(onDone, ADD_TO_CART_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [addedAt, onDone]);
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 grid place-items-center bg-slate-900/30 p-4"
      onClick={onDone}
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 text-center shadow-xl">
        <p className="flex items-center gap-3 text-lg font-bold text-emerald-700">
          <CircleCheck className="size-8" aria-hidden />
          {t('product.added')}
        </p>
        <ButtonLink to={localizePath('/cart', locale)} size="sm">
          {t('product.viewCart')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </ButtonLink>
      </div>
    </div>
  );
}
