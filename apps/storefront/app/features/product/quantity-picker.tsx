import { Minus, Plus } from '../../ui/icons.js';
import { useId } from 'react';
import { useT } from '../../ui/layout/shell-data.js';

interface QuantityPickerProps {
  value: number;
  /** Stock of the selection: the plus button stops there. */
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** Minimum 1; plus disabled at the stock (storefront §5). */
export function QuantityPicker({ value, max, disabled = false, onChange }: QuantityPickerProps) {
  const t = useT();
  const labelId = useId();
  // Rounded at the group's corners themselves (not clipped by it), so a focused button's ring shows whole.
  const button =
    'grid size-11 place-items-center text-slate-700 first:rounded-s-[11px] last:rounded-e-[11px] hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-bold text-slate-700">
        {t('product.quantity.label')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex items-center rounded-xl border border-slate-300 bg-white"
      >
        <button
          type="button"
          className={button}
          aria-label={t('product.quantity.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <output aria-live="polite" className="w-10 text-center font-bold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label={t('product.quantity.increase')}
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
