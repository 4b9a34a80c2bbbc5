// Back-office tables: a table from md up, one card per row on phones (cells stack with their labels).
export const tableClass = 'w-full text-sm md:table';
export const headRowClass = 'hidden md:table-row';
export const headCellClass = 'px-4 py-3 text-start text-xs font-semibold text-zinc-500';
export const rowClass =
  'flex flex-col gap-1.5 border-t border-zinc-200 px-4 py-3 first:border-t-0 md:table-row md:border-t md:first:border-t md:px-0 md:py-0';
export const cellClass = 'block md:table-cell md:px-4 md:py-3 md:align-middle';
/** The label a stacked cell shows on phones, where the header row is hidden. */
export const phoneLabelClass = 'me-1 text-xs text-zinc-500 md:hidden';
