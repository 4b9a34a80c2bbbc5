import type { CouponState } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';

// The label carries the meaning; the colour only helps the eye.
const TONE: Record<CouponState, string> = {
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  inactive: 'bg-zinc-100 text-zinc-800 ring-zinc-300',
  scheduled: 'bg-sky-100 text-sky-900 ring-sky-300',
  expired: 'bg-amber-100 text-amber-900 ring-amber-300',
  used_up: 'bg-red-100 text-red-900 ring-red-300',
};

/** A coupon's state by core's couponState, as the server judged it. */
export function CouponStateBadge({ state }: { state: CouponState }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[state]}`}
    >
      {t(`coupons.state.${state}`)}
    </span>
  );
}
