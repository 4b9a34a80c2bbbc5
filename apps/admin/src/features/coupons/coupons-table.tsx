import { formatMoney, formatNumber, type AdminCoupon } from '@matjar/core';
import { Pencil, Power, PowerOff, TicketPercent, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import type { QueryLike } from '../../ui/query-state';
import { CouponStateBadge } from './coupon-state-badge';
import { formatCalendarDay } from './coupon-form';

interface CouponsTableProps {
  query: QueryLike<readonly AdminCoupon[]>;
  /** A search or state filter is set: the empty state says "no matches" instead of "none yet". */
  filtered: boolean;
  /** Absent for roles without coupons.manage: no action column then. */
  actions?: {
    edit: (coupon: AdminCoupon) => void;
    setActive: (coupon: AdminCoupon, isActive: boolean) => void;
    remove: (coupon: AdminCoupon) => void;
    /** The coupon whose switch is being saved. */
    switchingId: number | null;
  };
  emptyAction?: ReactNode;
}

/** The coupons list: code, type, value, minimum order, dates, uses, state, and the managers' actions. */
export function CouponsTable({ query, filtered, actions, emptyAction }: CouponsTableProps) {
  const { t, language } = useI18n();
  const number = (value: number) => formatNumber(value, language);
  const columns: DataTableColumn<AdminCoupon>[] = [
    {
      key: 'code',
      header: t('coupons.column.code'),
      cell: (coupon) => (
        <span className="flex flex-col">
          <span dir="ltr" className="self-start font-mono font-semibold text-zinc-900">
            {coupon.code}
          </span>
          <CouponDescription coupon={coupon} />
          {coupon.is_private && (
            <span className="mt-1 self-start rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700">
              {t('coupons.private')}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'type',
      header: t('coupons.column.type'),
      phoneLabel: true,
      cell: (coupon) => t(`coupons.type.${coupon.type}`),
    },
    {
      key: 'value',
      header: t('coupons.column.value'),
      phoneLabel: true,
      cell: (coupon) =>
        coupon.type === 'percentage'
          ? t('coupons.percent', { value: number(coupon.value) })
          : formatMoney(coupon.value, language),
    },
    {
      key: 'min_order',
      header: t('coupons.column.minOrder'),
      phoneLabel: true,
      cell: (coupon) =>
        coupon.min_order === 0 ? t('coupons.noMinimum') : formatMoney(coupon.min_order, language),
    },
    {
      key: 'dates',
      header: t('coupons.column.dates'),
      phoneLabel: true,
      cell: (coupon) => (
        <span className="inline-flex flex-col text-sm whitespace-nowrap">
          <span>
            {coupon.starts_on
              ? t('coupons.from', { date: formatCalendarDay(coupon.starts_on, language) })
              : t('coupons.fromCreation')}
          </span>
          <span>{t('coupons.until', { date: formatCalendarDay(coupon.expires_on, language) })}</span>
        </span>
      ),
    },
    {
      key: 'uses',
      header: t('coupons.column.uses'),
      phoneLabel: true,
      cell: (coupon) => (
        <span className="inline-flex flex-col">
          <span className="tabular-nums">
            {coupon.usage_limit === null
              ? number(coupon.uses)
              : t('coupons.usesOf', { uses: number(coupon.uses), limit: number(coupon.usage_limit) })}
          </span>
          {coupon.per_customer_limit !== null && (
            <span className="text-xs text-zinc-600">
              {t('coupons.perCustomer', { limit: number(coupon.per_customer_limit) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'state',
      header: t('coupons.column.state'),
      phoneLabel: true,
      cell: (coupon) => <CouponStateBadge state={coupon.state} />,
    },
  ];

  return (
    <DataTable
      label={t('coupons.tableLabel')}
      columns={columns}
      query={query}
      rowKey={(coupon) => coupon.id}
      errorTitle={t('coupons.loadFailed')}
      phoneSort={false}
      empty={
        filtered
          ? { title: t('coupons.noMatches'), body: t('coupons.noMatchesBody'), icon: TicketPercent }
          : {
              title: t('coupons.empty'),
              body: t('coupons.emptyBody'),
              icon: TicketPercent,
              action: emptyAction,
            }
      }
      {...(actions
        ? { rowActions: (coupon: AdminCoupon) => <CouponActions coupon={coupon} {...actions} /> }
        : {})}
    />
  );
}

function CouponActions({
  coupon,
  edit,
  setActive,
  remove,
  switchingId,
}: { coupon: AdminCoupon } & NonNullable<CouponsTableProps['actions']>) {
  const { t } = useI18n();
  const reasonId = `coupon-${coupon.id}-delete-reason`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="ghost"
          icon={Pencil}
          aria-label={t('coupons.edit', { code: coupon.code })}
          onClick={() => edit(coupon)}
        >
          {t('common.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={coupon.is_active ? PowerOff : Power}
          loading={switchingId === coupon.id}
          aria-label={t(coupon.is_active ? 'coupons.deactivateNamed' : 'coupons.activateNamed', {
            code: coupon.code,
          })}
          onClick={() => setActive(coupon, !coupon.is_active)}
        >
          {t(coupon.is_active ? 'coupons.deactivate' : 'coupons.activate')}
        </Button>
        <Button
          size="sm"
          variant="ghost-danger"
          icon={Trash2}
          disabled={!coupon.deletable}
          aria-label={t('coupons.deleteNamed', { code: coupon.code })}
          aria-describedby={coupon.deletable ? undefined : reasonId}
          onClick={() => remove(coupon)}
        >
          {t('common.delete')}
        </Button>
      </div>
      {!coupon.deletable && (
        <p id={reasonId} className="max-w-56 text-xs text-zinc-600">
          {t('coupons.deleteBlocked')}
        </p>
      )}
    </div>
  );
}

/** The description in the staff member's language; an English one left empty shows the Arabic, said so. */
function CouponDescription({ coupon }: { coupon: AdminCoupon }) {
  const { t, language } = useI18n();
  if (language === 'ar' || coupon.description_en.trim() !== '') {
    return (
      <span className="text-xs text-zinc-600">
        {language === 'ar' ? coupon.description_ar : coupon.description_en}
      </span>
    );
  }
  return (
    <span className="text-xs text-zinc-600">
      <span lang="ar" dir="rtl">
        {coupon.description_ar}
      </span>{' '}
      <span className="italic">({t('coupons.descriptionFallback')})</span>
    </span>
  );
}
