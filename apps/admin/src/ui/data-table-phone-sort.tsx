import { useId } from 'react';
import { useI18n } from '../i18n/language-context';
import type { SortState } from './data-table-state';
import { selectClass } from './field';

/**
 * On phones the header row (and its sort buttons) is hidden, so the same choice is offered as one select:
 * "Name, A to Z", "Name, Z to A"…
 */
export function DataTablePhoneSort({
  columns,
  sort,
  onSortChange,
}: {
  columns: { key: string; header: string }[];
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const value = sort ? `${sort.key}:${sort.direction}` : '';
  return (
    <div className="flex items-center gap-2 md:hidden">
      <label htmlFor={id} className="shrink-0 text-sm text-zinc-700">
        {t('kit.table.sortBy')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':');
          if (key && (direction === 'asc' || direction === 'desc')) onSortChange({ key, direction });
        }}
        className={selectClass(false)}
      >
        {!sort && <option value="">{t('kit.table.sortDefault')}</option>}
        {columns.flatMap((column) =>
          (['asc', 'desc'] as const).map((direction) => (
            <option key={`${column.key}:${direction}`} value={`${column.key}:${direction}`}>
              {t(direction === 'asc' ? 'kit.table.sortAscending' : 'kit.table.sortDescending', {
                column: column.header,
              })}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
