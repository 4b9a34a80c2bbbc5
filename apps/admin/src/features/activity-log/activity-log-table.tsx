import {
  activityFieldLabel,
  activityValue,
  entityNameOnScreen,
  formatDate,
  isRole,
  visibleChanges,
  type ActivityLogEntry,
} from '@matjar/core';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import type { DataTablePagination } from '../../ui/data-table-pager';
import type { QueryLike } from '../../ui/query-state';
import { ActionBadge } from './action-badge';
import { activityDescription, entityLabel } from './entity-label';

// On phones a row wraps like a card: date, then user, role and operation on one line, then the rest.
const FULL = 'basis-full md:basis-auto';

/** The log as a table (cards on phones); each entry with recorded changes expands to show them. */
export function ActivityLogTable({
  query,
  pagination,
}: {
  query: QueryLike<ActivityLogEntry[]>;
  pagination: DataTablePagination;
}) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: DataTableColumn<ActivityLogEntry>[] = [
    {
      key: 'date',
      header: t('activity.column.date'),
      className: `${FULL} text-xs whitespace-nowrap text-zinc-600 md:text-sm`,
      cell: (entry) => formatDate(entry.created_at, language),
    },
    {
      key: 'user',
      header: t('activity.column.user'),
      cell: (entry) => (
        <>
          <bdi className="font-semibold text-zinc-900">{entry.user_full_name ?? entry.username}</bdi>
          {entry.user_full_name && entry.user_full_name !== entry.username && (
            <bdi dir="ltr" className="ms-1.5 text-xs text-zinc-600 md:ms-0 md:block">
              {entry.username}
            </bdi>
          )}
        </>
      ),
    },
    {
      key: 'role',
      header: t('activity.column.role'),
      className: 'text-sm text-zinc-600 md:text-zinc-700',
      // A driver's taps at the door are logged under their name with the role "driver" (decision 053).
      cell: (entry) =>
        isRole(entry.user_role)
          ? t(`role.${entry.user_role}`)
          : entry.user_role === 'driver'
            ? t('drivers.role')
            : entry.user_role,
    },
    {
      key: 'action',
      header: t('activity.column.action'),
      cell: (entry) => <ActionBadge action={entry.action_type} />,
    },
    {
      key: 'entity',
      header: t('activity.column.entity'),
      className: `${FULL} text-zinc-700`,
      cell: (entry) => (
        <>
          <span className="font-medium">{entityLabel(entry.entity_type, language)}</span>
          {entry.entity_name && (
            <bdi className="ms-1.5 text-xs text-zinc-600 md:ms-0 md:block">
              {entityNameOnScreen(entry, language)}
            </bdi>
          )}
        </>
      ),
    },
    {
      key: 'description',
      header: t('activity.column.description'),
      className: `${FULL} text-zinc-700 md:max-w-xs`,
      cell: (entry) => activityDescription(entry, language),
    },
    {
      key: 'details',
      header: t('activity.column.details'),
      headerHidden: true,
      className: `${FULL} md:text-end`,
      cell: (entry) =>
        visibleChanges(entry.changes).length > 0 && (
          <button
            type="button"
            onClick={() => toggle(entry.id)}
            aria-expanded={open.has(entry.id)}
            aria-controls={`activity-details-${entry.id}`}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50"
          >
            {open.has(entry.id) ? t('activity.hideDetails') : t('activity.showDetails')}
            <ChevronDown aria-hidden="true" className={`size-4 ${open.has(entry.id) ? 'rotate-180' : ''}`} />
          </button>
        ),
    },
  ];

  return (
    <DataTable
      label={t('nav.activityLogs')}
      columns={columns}
      query={query}
      rowKey={(entry) => entry.id}
      errorTitle={t('activity.loadFailed')}
      empty={{ title: t('activity.empty') }}
      pagination={pagination}
      rowClassName="flex-row flex-wrap items-center gap-x-3"
      expansion={(entry) =>
        entry.changes && visibleChanges(entry.changes).length > 0 && open.has(entry.id) ? (
          <div id={`activity-details-${entry.id}`}>
            <ChangesView changes={entry.changes} />
          </div>
        ) : null
      }
    />
  );
}

/**
 * What changed, as a person reads it: one row per field in the staff member's language, before and
 * after, money in riyals; technical fields (updated_at) left out.
 */
function ChangesView({ changes }: { changes: NonNullable<ActivityLogEntry['changes']> }) {
  const { t, language } = useI18n();
  const rows = visibleChanges(changes);
  const hasOld = rows.some((row) => row.old !== undefined);
  const hasNew = rows.some((row) => row.new !== undefined);
  return (
    <table className="w-full rounded-lg border border-zinc-200 bg-white text-sm">
      <caption className="sr-only">{t('activity.changes')}</caption>
      <thead>
        <tr className="text-xs text-zinc-600">
          <th scope="col" className="px-3 py-2 text-start font-semibold">
            {t('activity.change.field')}
          </th>
          {hasOld && (
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('activity.oldValues')}
            </th>
          )}
          {hasNew && (
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('activity.newValues')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="border-t border-zinc-100 align-top">
            <th scope="row" className="px-3 py-2 text-start font-medium text-zinc-800">
              {activityFieldLabel(row.field, language)}
            </th>
            {hasOld && (
              <td className="px-3 py-2 break-words text-zinc-700">
                <bdi>{activityValue(row.field, row.old, language)}</bdi>
              </td>
            )}
            {hasNew && (
              <td className="px-3 py-2 break-words text-zinc-900">
                <bdi>{activityValue(row.field, row.new, language)}</bdi>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
