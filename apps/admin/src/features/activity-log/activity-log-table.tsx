import { formatDate, isRole, type ActivityLogEntry } from '@matjar/core';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { cellClass, headCellClass, headRowClass, rowClass, tableClass } from '../../ui/responsive-table';
import { ActionBadge } from './action-badge';
import { activityDescription, entityLabel } from './entity-label';

// On phones a row wraps like a card: date, then user, role and operation on one line, then the rest.
const FULL = 'basis-full md:basis-auto';

/** The log as a table (cards on phones); each entry with recorded changes expands to show them. */
export function ActivityLogTable({ entries }: { entries: ActivityLogEntry[] }) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <table className={tableClass}>
      <thead className="block md:table-header-group">
        <tr className={headRowClass}>
          <th className={headCellClass}>{t('activity.column.date')}</th>
          <th className={headCellClass}>{t('activity.column.user')}</th>
          <th className={headCellClass}>{t('activity.column.role')}</th>
          <th className={headCellClass}>{t('activity.column.action')}</th>
          <th className={headCellClass}>{t('activity.column.entity')}</th>
          <th className={headCellClass}>{t('activity.column.description')}</th>
          <th className={headCellClass}>
            <span className="sr-only">{t('activity.column.details')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {entries.map((entry) => {
          const expanded = open.has(entry.id);
          const detailsId = `activity-details-${entry.id}`;
          return (
            <Fragment key={entry.id}>
              <tr className={`${rowClass} flex-row flex-wrap items-center gap-x-3`}>
                <td className={`${cellClass} ${FULL} text-xs whitespace-nowrap text-zinc-600 md:text-sm`}>
                  {formatDate(entry.created_at, language)}
                </td>
                <td className={cellClass}>
                  <span className="font-semibold text-zinc-900">{entry.username}</span>
                  {entry.user_id !== null && (
                    <span className="ms-1.5 text-xs text-zinc-500">
                      {t('activity.userId', { id: entry.user_id })}
                    </span>
                  )}
                </td>
                <td className={`${cellClass} text-sm text-zinc-600 md:text-zinc-700`}>
                  {isRole(entry.user_role) ? t(`role.${entry.user_role}`) : entry.user_role}
                </td>
                <td className={cellClass}>
                  <ActionBadge action={entry.action_type} />
                </td>
                <td className={`${cellClass} ${FULL} text-zinc-700`}>
                  <span className="font-medium">{entityLabel(entry.entity_type, t)}</span>
                  {entry.entity_name && (
                    <span className="ms-1.5 text-xs text-zinc-500 md:ms-0 md:block">{entry.entity_name}</span>
                  )}
                </td>
                <td className={`${cellClass} ${FULL} text-zinc-700 md:max-w-xs`}>
                  {activityDescription(entry, t)}
                </td>
                <td className={`${cellClass} ${FULL} md:text-end`}>
                  {entry.changes && (
                    <button
                      type="button"
                      onClick={() => toggle(entry.id)}
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50"
                    >
                      {expanded ? t('activity.hideDetails') : t('activity.showDetails')}
                      <ChevronDown aria-hidden="true" className={`size-4 ${expanded ? 'rotate-180' : ''}`} />
                    </button>
                  )}
                </td>
              </tr>
              {entry.changes && expanded && (
                <tr id={detailsId} className="block bg-zinc-50 md:table-row">
                  <td colSpan={7} className="block px-4 py-3 md:table-cell">
                    <ChangesView changes={entry.changes} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
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
