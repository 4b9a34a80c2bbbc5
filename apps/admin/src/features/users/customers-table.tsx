import { formatDate, type AdminCustomer } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { ActiveBadge } from './admin-users-table';
import {
  cellClass,
  headCellClass,
  headRowClass,
  phoneLabelClass,
  rowClass,
  tableClass,
} from '../../ui/responsive-table';

/** Read-only list of shop customers, newest first (back-office §7: ordered by created_at descending). */
export function CustomersTable({ customers }: { customers: AdminCustomer[] }) {
  const { t, language } = useI18n();
  const newestFirst = [...customers].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <table className={tableClass}>
      <thead className="block md:table-header-group">
        <tr className={headRowClass}>
          <th className={headCellClass}>{t('users.column.name')}</th>
          <th className={headCellClass}>{t('users.field.email')}</th>
          <th className={headCellClass}>{t('users.column.phone')}</th>
          <th className={headCellClass}>{t('users.column.status')}</th>
          <th className={headCellClass}>{t('users.column.joined')}</th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {newestFirst.map((customer) => (
          <tr key={customer.id} className={rowClass}>
            <td className={`${cellClass} font-semibold text-zinc-900`}>
              {`${customer.first_name} ${customer.last_name}`.trim()}
            </td>
            <td className={`${cellClass} break-all text-zinc-700`}>
              <bdi dir="ltr">{customer.email}</bdi>
            </td>
            <td className={`${cellClass} text-zinc-700`}>
              <bdi dir="ltr">{customer.phone}</bdi>
            </td>
            <td className={cellClass}>
              <ActiveBadge active={customer.is_active} />
            </td>
            <td className={`${cellClass} text-zinc-600`}>
              <span className={phoneLabelClass}>{t('users.column.joined')}:</span>
              {formatDate(customer.created_at, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
