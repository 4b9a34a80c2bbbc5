import type { AdminCoupon } from '@matjar/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  useCouponList,
  useDeleteCoupon,
  useSetCouponActive,
  type CouponListParams,
} from '../features/coupons/api/coupons-api';
import { readCouponListParams } from '../features/coupons/coupon-form';
import { CouponFormDialog } from '../features/coupons/coupon-form-dialog';
import { CouponsFiltersBar } from '../features/coupons/coupons-filters-bar';
import { CouponsTable } from '../features/coupons/coupons-table';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api/api-error';
import { useCan } from '../lib/session/use-can';
import { Button } from '../ui/button';
import { DeleteConfirmDialog } from '../ui/delete-confirm-dialog';
import { PageHeading } from '../ui/page-heading';
import { queryPart } from '../ui/query-state';

type Editing = { kind: 'form'; coupon: AdminCoupon | null } | { kind: 'delete'; coupon: AdminCoupon } | null;

/**
 * /admin/coupons: every coupon with its state and uses, filtered in the address. Managers
 * (coupons.manage) add, edit, switch off or on, and delete a coupon no order used.
 */
export function CouponsPage() {
  const { t, language } = useI18n();
  const canManage = useCan()('coupons.manage');
  const [search, setSearch] = useSearchParams();
  const params = readCouponListParams(search);
  const list = useCouponList(params);
  const switchActive = useSetCouponActive();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const change = (next: Partial<CouponListParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.state) query.set('state', merged.state);
    setSearch(query);
  };

  const setActive = (coupon: AdminCoupon, isActive: boolean) =>
    switchActive.mutate(
      { id: coupon.id, isActive },
      {
        onSuccess: () =>
          toast.success(t(isActive ? 'coupons.activated' : 'coupons.deactivated', { code: coupon.code })),
        onError: (error) => toast.error(describeApiError(error, language, t('coupons.switchFailed'))),
      },
    );

  const addButton = canManage && (
    <Button variant="primary" icon={Plus} onClick={() => setEditing({ kind: 'form', coupon: null })}>
      {t('coupons.add')}
    </Button>
  );

  return (
    <>
      <PageHeading title={t('coupons.title')} actions={addButton} />
      <p className="mt-1 text-sm text-zinc-600">{t('coupons.intro')}</p>
      {!canManage && <p className="mt-2 text-sm text-zinc-600">{t('coupons.readOnly')}</p>}
      <div className="mt-4">
        <CouponsFiltersBar params={params} onChange={change} />
      </div>
      <div className="mt-4">
        <CouponsTable
          query={queryPart(list, (data) => data.coupons)}
          filtered={params.q !== '' || params.state !== null}
          emptyAction={addButton}
          {...(canManage
            ? {
                actions: {
                  edit: (coupon) => setEditing({ kind: 'form', coupon }),
                  setActive,
                  remove: (coupon) => setEditing({ kind: 'delete', coupon }),
                  switchingId: switchActive.isPending ? (switchActive.variables?.id ?? null) : null,
                },
              }
            : {})}
        />
      </div>
      {editing?.kind === 'form' && <CouponFormDialog coupon={editing.coupon} onClose={close} />}
      {editing?.kind === 'delete' && (
        <DeleteConfirmDialog
          title={t('coupons.deleteTitle', { code: editing.coupon.code })}
          description={t('coupons.deleteBody')}
          confirmLabel={t('common.delete')}
          remove={() => remove.mutateAsync(editing.coupon.id)}
          deletedMessage={t('coupons.deleted', { code: editing.coupon.code })}
          failedMessage={t('coupons.deleteFailed')}
          onClose={close}
        />
      )}
    </>
  );
}
