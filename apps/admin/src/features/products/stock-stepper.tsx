import { formatNumber } from '@matjar/core';
import { Minus, Plus } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';

interface StockStepperProps {
  stock: number;
  /** The product's name, so each button says whose stock it changes. */
  productName: string;
  onChange: (stock: number) => void;
  disabled?: boolean;
}

const stepButton =
  'flex size-9 items-center justify-center rounded-lg border border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

/** Stock one at a time from the list: whole numbers, the minus button stops at 0 (back-office §2, §5). */
export function StockStepper({ stock, productName, onChange, disabled }: StockStepperProps) {
  const { t, language } = useI18n();
  return (
    <div
      role="group"
      aria-label={t('products.stock.of', { name: productName })}
      className="inline-flex items-center gap-1.5"
    >
      <button
        type="button"
        className={stepButton}
        aria-label={t('products.stock.decrease', { name: productName })}
        disabled={disabled || stock <= 0}
        onClick={() => onChange(Math.max(0, stock - 1))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        className={`min-w-10 text-center font-semibold tabular-nums ${stock === 0 ? 'text-red-700' : 'text-zinc-900'}`}
      >
        {formatNumber(stock, language)}
      </output>
      <button
        type="button"
        className={stepButton}
        aria-label={t('products.stock.increase', { name: productName })}
        disabled={disabled}
        onClick={() => onChange(stock + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
