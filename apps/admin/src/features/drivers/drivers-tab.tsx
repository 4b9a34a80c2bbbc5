import { dohaDate, formatDriverPhone, formatMoney, formatNumber, type AdminDriver } from '@matjar/core';
import { Pencil, Plus, Power, Printer, Trash2, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { useDrivers } from '../../lib/api/drivers';
import { useCan } from '../../lib/session/use-can';
import { Button, buttonClasses } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { DeleteConfirmDialog } from '../../ui/delete-confirm-dialog';
import { useDeleteDriver, useUpdateDriver } from './api/driver-mutations';
import { DriverFormDialog } from './driver-form-dialog';

/**
 * The settings' drivers tab: name, mobile number, status and how many orders name each driver.
 * Admins add, edit, deactivate and reactivate; a driver no order names can be deleted, one with orders only
 * deactivated (the books keep naming them). Each row links to the driver's delivery sheet for today.
 */
export function DriversTab() {
  const { t, language } = useI18n();
  const canManage = useCan()('orders.manage');
  const drivers = useDrivers();
  const update = useUpdateDriver();
  const remove = useDeleteDriver();
  const [editing, setEditing] = useState<AdminDriver | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminDriver | null>(null);
  const today = dohaDate(new Date());

  const toggle = async (driver: AdminDriver) => {
    try {
      const saved = await update.mutateAsync({ id: driver.id, active: !driver.active });
      toast.success(t('drivers.saved', { name: saved.name }));
    } catch (error) {
      toast.error(
        t('drivers.saveFailed', { message: describeApiError(error, language, t('common.tryAgainLater')) }),
      );
    }
  };

  const columns: DataTableColumn<AdminDriver>[] = [
    {
      key: 'name',
      header: t('drivers.name'),
      cell: (driver) => <bdi className="font-medium">{driver.name}</bdi>,
    },
    {
      key: 'phone',
      header: t('drivers.phone'),
      phoneLabel: true,
      cell: (driver) => (
        <a href={`tel:+974${driver.phone}`} dir="ltr" className="tabular-nums text-brand-800 hover:underline">
          {formatDriverPhone(driver.phone)}
        </a>
      ),
    },
    {
      key: 'status',
      header: t('drivers.status'),
      phoneLabel: true,
      cell: (driver) => (
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            driver.active ? 'bg-emerald-50 text-emerald-800' : 'bg-zinc-100 text-zinc-600'
          }`}
        >
          {t(driver.active ? 'drivers.active' : 'drivers.inactive')}
        </span>
      ),
    },
    {
      key: 'orders',
      header: t('drivers.orders'),
      phoneLabel: true,
      className: 'tabular-nums',
      cell: (driver) => formatNumber(driver.order_count, language),
    },
    {
      // Today's cash orders assigned to the driver whose cash is not recorded yet.
      key: 'cash',
      header: t('drivers.cashExpectedToday'),
      phoneLabel: true,
      className: 'tabular-nums',
      cell: (driver) => formatMoney(driver.cash_expected_today, language),
    },
  ];

  return (
    <section aria-labelledby="drivers-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="drivers-title" className="flex items-center gap-2 text-lg font-bold text-zinc-900">
            <Truck aria-hidden="true" className="size-5 text-zinc-600" />
            {t('drivers.title')}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-zinc-600">{t('drivers.body')}</p>
          {!canManage && <p className="mt-1 text-sm text-zinc-600">{t('drivers.readOnly')}</p>}
        </div>
        {canManage && (
          <Button variant="primary" icon={Plus} onClick={() => setEditing('new')}>
            {t('drivers.add')}
          </Button>
        )}
      </div>
      <DataTable
        label={t('drivers.tableLabel')}
        columns={columns}
        query={drivers}
        rowKey={(driver) => driver.id}
        errorTitle={t('drivers.loadFailed')}
        empty={{ title: t('drivers.none'), icon: Truck }}
        phoneSort={false}
        rowActions={
          canManage
            ? (driver) => (
                <>
                  <Link
                    to={`/drivers/${driver.id}/delivery-sheet?date=${today}`}
                    className={buttonClasses('ghost', 'sm')}
                    aria-label={`${t('drivers.sheet')} — ${driver.name}`}
                  >
                    <Printer aria-hidden="true" className="size-4" />
                    <span aria-hidden="true">{t('drivers.sheet')}</span>
                  </Link>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={Pencil}
                    onClick={() => setEditing(driver)}
                    aria-label={`${t('drivers.edit')} — ${driver.name}`}
                  >
                    <span aria-hidden="true">{t('drivers.edit')}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={Power}
                    disabled={update.isPending}
                    onClick={() => void toggle(driver)}
                    aria-label={`${t(driver.active ? 'drivers.deactivate' : 'drivers.reactivate')} — ${driver.name}`}
                  >
                    <span aria-hidden="true">
                      {t(driver.active ? 'drivers.deactivate' : 'drivers.reactivate')}
                    </span>
                  </Button>
                  {driver.order_count === 0 && (
                    <Button
                      variant="ghost-danger"
                      size="sm"
                      icon={Trash2}
                      onClick={() => setDeleting(driver)}
                      aria-label={`${t('drivers.delete')} — ${driver.name}`}
                    >
                      <span aria-hidden="true">{t('drivers.delete')}</span>
                    </Button>
                  )}
                </>
              )
            : undefined
        }
      />
      {editing && (
        <DriverFormDialog driver={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteConfirmDialog
          title={t('drivers.deleteTitle', { name: deleting.name })}
          description={t('drivers.deleteBody')}
          confirmLabel={t('drivers.delete')}
          remove={() => remove.mutateAsync(deleting.id)}
          deletedMessage={t('drivers.deleted', { name: deleting.name })}
          failedMessage={t('common.tryAgainLater')}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
