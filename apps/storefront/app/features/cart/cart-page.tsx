import { ShoppingCart } from '../../ui/icons.js';
import { localizePath } from '../../i18n/locale.js';
import { ButtonLink } from '../../ui/button-link.js';
import { EmptyState } from '../../ui/empty-state.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { PageHeading } from '../../ui/page-heading.js';
import { Spinner } from '../../ui/spinner.js';
import { CartLineItem } from './cart-line-item.js';
import { CartSummary } from './cart-summary.js';
import { CouponBox } from './coupon-box.js';
import { useAppliedCoupon, useCart } from '../../lib/cart/use-cart.js';
import { useCartPricing } from './use-cart-pricing.js';
import { useHydrated } from '../../lib/use-hydrated.js';

/**
 * The cart lives in this browser (D10), so the server renders the same spinner for everyone (pages are cached
 * per language) and the lines appear after hydration, priced first by core's rules and then by the server.
 */
export function CartPage() {
  const { locale } = useShellData();
  const t = useT();
  const cart = useCart();
  const coupon = useAppliedCoupon();
  const hydrated = useHydrated();
  const { totals, quote, coupons, quoteFailed, retryQuote } = useCartPricing(cart.lines, coupon.code, locale);
  const quoted = (productId: number, variantId: number | null) =>
    quote?.lines.find((line) => line.product_id === productId && line.variant_id === variantId) ?? null;
  // A cart saved before the caps on units can break one; create-order would refuse it.
  const quantityError = quote?.quantityError ?? null;
  const blocked = Boolean(quote?.lines.some((line) => line.problem) || quantityError);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeading
        title={t('cart.title')}
        text={hydrated && cart.count > 0 ? t('cart.count', { count: cart.count }) : undefined}
      />
      {!hydrated ? (
        <div className="grid place-items-center py-20">
          <Spinner label={t('cart.loading')} />
        </div>
      ) : cart.lines.length === 0 ? (
        <EmptyState icon={ShoppingCart} title={t('cart.empty.title')} text={t('cart.empty.text')}>
          <ButtonLink to={localizePath('/products', locale)}>{t('cart.empty.cta')}</ButtonLink>
        </EmptyState>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section
            aria-label={t('cart.lines')}
            className="rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-5"
          >
            <ul className="divide-y divide-slate-200">
              {cart.lines.map((line) => (
                <CartLineItem
                  key={`${line.productId}-${line.variantId ?? ''}`}
                  line={line}
                  quoted={quoted(line.productId, line.variantId)}
                  cart={cart}
                />
              ))}
            </ul>
          </section>
          <aside
            aria-labelledby="cart-summary-title"
            className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-28"
          >
            <h2 id="cart-summary-title" className="text-lg font-extrabold text-slate-900">
              {t('cart.summary.title')}
            </h2>
            <CouponBox
              lines={cart.lines}
              coupons={coupons}
              applied={coupon.code}
              appliedError={quote ? totals.couponError : null}
              onApply={coupon.apply}
              onRemove={coupon.remove}
            />
            {quantityError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
                {locale === 'ar' ? quantityError.messageAr : quantityError.message}
              </p>
            )}
            <CartSummary
              totals={totals}
              confirmed={quote !== null}
              unreachable={quoteFailed}
              onRetry={retryQuote}
              hasPhysicalItems={cart.lines.some((line) => !line.isGiftCard)}
              blocked={blocked}
              delivery={quote?.delivery ?? null}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
