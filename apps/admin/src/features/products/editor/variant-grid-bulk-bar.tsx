import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { Button } from '../../../ui/button';
import type { GridColumn } from './variant-grid-cells';

/** Sets one price or stock on the grid's selected rows; `onApply` answers false when the value is not one. */
export function VariantGridBulkBar({
  count,
  onApply,
  stockLocked = false,
}: {
  count: number;
  onApply: (column: GridColumn, text: string) => boolean;
  /** A brand gift card: stock is its codes, so only the price can be set. */
  stockLocked?: boolean;
}) {
  const { t } = useI18n();
  const [column, setColumn] = useState<'price' | 'stock'>('price');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const ok = onApply(column, text);
    setInvalid(!ok);
    if (ok) setText('');
  };
  return (
    <div
      role="group"
      aria-label={t('productBatches.grid.selected', { count })}
      className="flex flex-wrap items-end gap-2 rounded-lg bg-brand-50 p-3"
    >
      <p className="w-full text-sm font-medium text-zinc-900">
        {t('productBatches.grid.selected', { count })}
      </p>
      <label className="flex flex-col gap-1 text-xs text-zinc-700">
        {t('productBatches.grid.setField')}
        <select
          value={column}
          onChange={(event) => setColumn(event.target.value as 'price' | 'stock')}
          className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
        >
          <option value="price">{t('products.field.price')}</option>
          {!stockLocked && <option value="stock">{t('products.field.stock')}</option>}
        </select>
      </label>
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-zinc-700">
        {t('productBatches.grid.value')}
        <input
          value={text}
          inputMode={column === 'price' ? 'decimal' : 'numeric'}
          aria-invalid={invalid || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          className={`h-9 w-full min-w-0 rounded-md border bg-white px-2 text-sm tabular-nums ${invalid ? 'border-red-400' : 'border-zinc-300'}`}
        />
      </label>
      <Button size="sm" variant="primary" onClick={apply}>
        {t('productBatches.grid.apply')}
      </Button>
      {invalid && (
        <p role="alert" className="w-full text-xs text-red-700">
          {t('productBatches.grid.invalid')}
        </p>
      )}
    </div>
  );
}
