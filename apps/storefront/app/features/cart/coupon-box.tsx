import { findCoupon, formatMoney, normalizeCouponCode, type StoreCoupon } from '@matjar/core';
import { BadgePercent, TicketPercent, X } from '../../ui/icons.js';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { ApiError } from '../../lib/api/api-error.js';
import { requestCartQuote } from '../../lib/api/cart-quote.js';
import type { CartLine } from '../../lib/cart/cart-store.js';
import { quoteItems } from '../../lib/cart/cart-store.js';
import { previewTotals, toCoupon } from './cart-totals.js';
import { announce } from '../../ui/live-announcer.js';
import { returnFocusWhenLost } from '../../ui/focus-return.js';

interface CouponBoxProps {
  lines: CartLine[];
  coupons: StoreCoupon[];
  applied: string | null;
  /** Why the applied code gives nothing now (e.g. the subtotal fell under its minimum). */
  appliedError: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * Coupon entry (storefront §4, §5): an empty code is ignored, the server judges a typed code before it is kept
 * (its message shown in the page's language), the error clears on typing; the listed coupons fill and apply.
 * When the shop cannot be reached (offline, or its database restarting: 503), that is said, with a way to
 * try again: a failure of the server is never turned into a verdict on the code the shopper typed.
 */
/** Refusals the cart itself can cure: the code stays applied and is judged again on every change. */
const CART_DEPENDENT = new Set(['COUPON_MIN_ORDER', 'COUPON_GIFT_CARDS_ONLY']);

export function CouponBox({ lines, coupons, applied, appliedError, onApply, onRemove }: CouponBoxProps) {
  const { locale } = useShellData();
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The code the shop could not be asked about, offered again by "Try again". */
  const [unchecked, setUnchecked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function apply(candidate: string) {
    const trimmed = candidate.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setUnchecked(null);
    let verdict: string | null;
    /** What the cart comes to with the code, when it is known (said with the news that it applied). */
    let total: number | null = null;
    let waiting = false;
    try {
      const quote = await requestCartQuote({ items: quoteItems(lines), couponCode: trimmed }, { locale });
      // Refused for what the cart holds (its minimum, gift cards only): kept as the cart's code anyway, so
      // every change of the cart asks again and the discount comes once the cart qualifies; meanwhile the
      // quote's message under it says what is missing ("add QAR 40 more").
      const waitsOnCart = quote.couponError !== null && CART_DEPENDENT.has(quote.couponError.code);
      total = quote.total;
      waiting = waitsOnCart;
      verdict =
        quote.coupon || waitsOnCart
          ? null
          : quote.couponError
            ? locale === 'ar'
              ? quote.couponError.messageAr
              : quote.couponError.message
            : null;
    } catch (failure) {
      if (failure instanceof ApiError && failure.refused) {
        // The server answered and refused the request itself (too many tries, a malformed code): its words.
        verdict = failure.message;
      } else {
        // No verdict came. A listed coupon is judged by core's rules on its published terms (checkout asks
        // the server again before any order); any other code is left unjudged, the shop's silence said as such.
        if (!findCoupon(coupons.map(toCoupon), trimmed)) {
          setBusy(false);
          setError(null);
          setUnchecked(trimmed);
          return;
        }
        const preview = previewTotals(lines, trimmed, coupons, new Date(), locale);
        verdict = preview.couponError;
        total = preview.total;
      }
    }
    setBusy(false);
    setError(verdict);
    if (verdict === null) {
      onApply(trimmed);
      setCode('');
      // The applied line appears beside the form, out of the way of focus: it is said as well. A refusal is
      // said by its alert under the field.
      const shown = normalizeCouponCode(trimmed);
      announce(
        waiting
          ? t('cart.announce.couponKept', { code: shown })
          : total === null
            ? t('cart.coupon.applied', { code: shown })
            : t('cart.announce.couponApplied', { code: shown, total: formatMoney(total, locale) }),
      );
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void apply(code);
  }

  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="space-y-2" noValidate>
        <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-bold text-slate-800">
          <TicketPercent className="size-4 text-brand-700" aria-hidden />
          {t('cart.coupon.label')}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={inputId}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
              setUnchecked(null);
            }}
            placeholder={t('cart.coupon.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 font-mono text-sm uppercase placeholder:font-sans placeholder:normal-case focus:border-brand-500"
          />
          {/* Busy, it stays focusable (aria-disabled): a disabled button would drop the focus to the page. */}
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className="h-11 shrink-0 rounded-xl bg-slate-900 px-4 text-sm font-bold text-white hover:bg-slate-700 aria-disabled:opacity-60"
          >
            {busy ? t('cart.coupon.applying') : t('cart.coupon.apply')}
          </button>
        </div>
        {error && (
          <p
            id={errorId}
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700"
          >
            {error}
          </p>
        )}
        {unchecked && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-800"
          >
            <span>{t('cart.coupon.unreachable')}</span>
            <button
              type="button"
              onClick={() => {
                void apply(unchecked);
                // The notice and its button go while the code is checked: focus waits in the field.
                returnFocusWhenLost(input.current);
              }}
              aria-disabled={busy || undefined}
              className="shrink-0 rounded-lg bg-white px-3 py-1 text-sm font-bold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100 aria-disabled:opacity-60"
            >
              {t('cart.coupon.retry')}
            </button>
          </div>
        )}
      </form>
      {/* D22: said where the code is typed, so a shopper with a gift card in the cart is not surprised. */}
      {lines.some((line) => line.isGiftCard) && (
        <p className="text-xs text-slate-600">{t('cart.coupon.physicalOnly')}</p>
      )}

      {applied && (
        <div className="space-y-1">
          <p
            className={`flex items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm font-bold ${
              appliedError ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-800'
            }`}
          >
            <span className="flex items-center gap-2">
              <BadgePercent className="size-4" aria-hidden />
              {/* Not valid for this cart yet: said as kept, not as applied (the message below says why). */}
              {t(appliedError ? 'cart.coupon.waiting' : 'cart.coupon.applied', { code: applied })}
            </span>
            <button
              type="button"
              onClick={() => {
                onRemove();
                setError(null);
                announce(t('cart.announce.couponRemoved', { code: applied }));
                // The button goes with the code: focus goes to the field, to type another.
                returnFocusWhenLost(input.current);
              }}
              aria-label={t('cart.coupon.remove', { code: applied })}
              data-keep-clear
              className="grid size-7 place-items-center rounded-full hover:bg-emerald-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </p>
          {appliedError && (
            <p role="status" className="px-1 text-sm font-semibold text-amber-800">
              {appliedError}
            </p>
          )}
        </div>
      )}

      {coupons.length > 0 && (
        <div>
          <h3 className="mb-2 text-xs font-bold text-slate-500">{t('cart.coupon.available')}</h3>
          <ul className="space-y-2">
            {coupons.map((coupon) => (
              <li key={coupon.code}>
                <button
                  type="button"
                  data-keep-clear
                  onClick={() => {
                    setCode(coupon.code);
                    setError(null);
                    void apply(coupon.code);
                  }}
                  className="flex w-full items-start gap-3 rounded-xl border border-dashed border-brand-300 bg-brand-50/50 px-3 py-2 text-start hover:border-brand-500 hover:bg-brand-50"
                >
                  <span className="rounded-md bg-white px-2 py-0.5 font-mono text-sm font-bold text-brand-800 ring-1 ring-brand-200">
                    {coupon.code}
                  </span>
                  <span className="min-w-0 flex-1 text-xs leading-5 text-slate-700">
                    {coupon.description[locale]}
                    <span className="block text-slate-500">
                      {coupon.minOrder > 0
                        ? t('cart.coupon.minOrder', { amount: formatMoney(coupon.minOrder, locale) })
                        : t('cart.coupon.noMinimum')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
