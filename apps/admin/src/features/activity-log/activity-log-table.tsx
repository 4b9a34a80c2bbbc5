import { formatDate, isRole, type ActivityLogEntry } from '@matjar/core';
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
          <bdi className="font-semibold text-zinc-900">{entry.username}</bdi>
          {entry.user_id !== null && (
            <span className="ms-1.5 text-xs text-zinc-600">
              {t('activity.userId', { id: entry.user_id })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'role',
      header: t('activity.column.role'),
      className: 'text-sm text-zinc-600 md:text-zinc-700',
      cell: (entry) => (isRole(entry.user_role) ? t(`role.${entry.user_role}`) : entry.user_role),
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
          <span className="font-medium">{entityLabel(entry.entity_type, t)}</span>
          {entry.entity_name && (
            <bdi className="ms-1.5 text-xs text-zinc-600 md:ms-0 md:block">{entry.entity_name}</bdi>
          )}
        </>
      ),
    },
    {
      key: 'description',
      header: t('activity.column.description'),
      className: `${FULL} text-zinc-700 md:max-w-xs`,
      cell: (entry) => activityDescription(entry, t),
    },
    {
      key: 'details',
      header: t('activity.column.details'),
      headerHidden: true,
      className: `${FULL} md:text-end`,
      cell: (entry) =>
        entry.changes && (
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
        entry.changes && open.has(entry.id) ? (
          <div id={`activity-details-${entry.id}`}>
            <ChangesView changes={entry.changes} />
          </div>
        ) : null
      }
    />
  );
}

function ChangesView({ changes }: { changes: NonNullable<ActivityLogEntry['changes']> }) {
  const { t } = useI18n();
  const panels = [
    { key: 'old', label: t('activity.oldValues'), value: changes.old },
    { key: 'new', label: t('activity.newValues'), value: changes.new },
  ].filter((panel) => panel.value !== undefined && panel.value !== null);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {panels.map((panel) => (
        <section key={panel.key} aria-label={panel.label}>
          <h3 className="mb-1 text-xs font-semibold text-zinc-600">{panel.label}</h3>
          {/* JSON reads left to right whatever the page direction. */}
          <pre
            dir="ltr"
            className="max-h-72 overflow-auto rounded-lg border border-zinc-200 bg-white p-3 text-start font-mono text-xs leading-relaxed text-zinc-800"
          >
            {JSON.stringify(panel.value, null, 2)}
          </pre>
        </section>
      ))}
    </div>
  );
}
