import { formatNumber } from '@matjar/core';
import type { Icon } from '../../ui/icons.js';
import { ArrowRight, Trash2 } from '../../ui/icons.js';
import { localizePath } from '../../i18n/locale.js';
import { ButtonLink } from '../../ui/button-link.js';
import { EmptyState } from '../../ui/empty-state.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { PageHeading } from '../../ui/page-heading.js';
import { ProductCard } from '../../ui/product-card.js';
import { Spinner } from '../../ui/spinner.js';
import { localName } from '../../lib/product-display.js';
import { useWishlist } from '../../lib/wishlist/wishlist-store.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useCurrentCards } from './use-current-cards.js';

/**
 * The wishlist lives in this browser only (storefront §3), so the server renders a spinner and the list
 * appears after hydration; each card keeps its heart, plus explicit remove and view-product actions. Once the
 * server has said what each product is now (useCurrentCards), the card shows that and offers the cart control
 * every card has: add (the cart is priced again by the server), or choose a variant on the product's page.
 */
export function WishlistList({ icon }: { icon: Icon }) {
  const { locale } = useShellData();
  const t = useT();
  const { items, remove } = useWishlist();
  const hydrated = useHydrated();
  const current = useCurrentCards(
    items.map((item) => item.id),
    locale,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeading
        title={t('wishlist.title')}
        text={
          hydrated && items.length > 0
            ? t('wishlist.count', { count: formatNumber(items.length, locale) })
            : undefined
        }
      />
      <div className="mt-6">
        {!hydrated ? (
          <div className="grid place-items-center py-20">
            <Spinner label={t('common.loading')} />
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon={icon} title={t('wishlist.empty.title')} text={t('wishlist.empty.text')}>
            <ButtonLink to={localizePath('/products', locale)}>{t('wishlist.empty.cta')}</ButtonLink>
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-2">
                <ProductCard product={current?.get(item.id) ?? item} />
                {/* Remove and view are controls too: the floating buttons step aside from them (use-keep-clear). */}
                <div data-keep-clear className="grid grid-cols-2 gap-2">
                  <button
                    type="button"
                    onClick={() => remove(item.id)}
                    aria-label={t('wishlist.remove', { name: localName(item, locale) })}
                    className="inline-flex items-center justify-center gap-1 rounded-full bg-white px-2 py-2 text-xs font-bold text-slate-700 ring-1 ring-slate-300 hover:text-red-600 hover:ring-red-300"
                  >
                    <Trash2 className="size-4" aria-hidden />
                    {t('wishlist.removeButton')}
                  </button>
                  <ButtonLink to={localizePath(`/product/${item.id}`, locale)} size="xs">
                    {t('wishlist.viewProduct')}
                    <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
