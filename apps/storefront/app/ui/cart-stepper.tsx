import { formatNumber } from '@matjar/core';
import type { MouseEvent } from 'react';
import { Minus, Plus, Trash2 } from './icons.js';
import { useShellData, useT } from './layout/shell-data.js';

interface CartStepperProps {
  /** The product's name in the page's language, for the buttons' labels. */
  name: string;
  quantity: number;
  /** Plus stops here (storefront §5): the stock, or lower where a cap on units per order applies. */
  stock: number;
  /** Why plus stopped when something other than the stock stopped it (the plus button's title then). */
  limitNote?: string | null;
  /** The click's event, for a caller that moves focus when the line goes (minus on 1). */
  onDecrement: (event: MouseEvent<HTMLButtonElement>) => void;
  onIncrement: () => void;
  size?: 'sm' | 'md';
  className?: string;
  /**
   * Where the line has a remove button of its own (the cart page), minus on a line of 1 keeps its minus look
   * so the line shows one remove control; it still removes the line (storefront §2). Product cards and the
   * product page have no other remove, so there minus turns into a bin.
   */
  lineHasRemove?: boolean;
}

/**
 * The quantity of a cart line with − and + (storefront §4): minus on a line of 1 removes it (a bin unless the
 * line has its own remove button), plus is disabled at the stock (or at a cap on units, whose note says so).
 */
export function CartStepper({
  name,
  quantity,
  stock,
  limitNote,
  onDecrement,
  onIncrement,
  size = 'md',
  className = '',
  lineHasRemove = false,
}: CartStepperProps) {
  const { locale } = useShellData();
  const t = useT();
  const removes = quantity <= 1;
  const bin = removes && !lineHasRemove;
  const minusLabel = !removes
    ? 'cart.stepper.decrease'
    : lineHasRemove
      ? 'cart.stepper.decreaseRemoves'
      : 'cart.stepper.remove';
  const atStock = quantity >= stock;
  const box = size === 'sm' ? 'size-9' : 'size-11';
  // Rounded at the group's corners themselves (not clipped by it), so a focused button's ring shows whole.
  const button = `grid ${box} place-items-center text-slate-700 transition first:rounded-s-[11px] last:rounded-e-[11px] hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent`;
  return (
    <div
      role="group"
      aria-label={t('cart.stepper.label', { name })}
      className={`inline-flex items-center rounded-xl border border-slate-300 bg-white ${className}`}
    >
      <button
        type="button"
        className={`${button} ${bin ? 'hover:text-red-600' : ''}`}
        aria-label={t(minusLabel, { name })}
        data-stepper-decrease
        onClick={onDecrement}
      >
        {bin ? <Trash2 className="size-4" aria-hidden /> : <Minus className="size-4" aria-hidden />}
      </button>
      {/* Not a live region: the shell's announcer says each change of the cart with the product's name. */}
      <output className="min-w-9 px-1 text-center font-bold tabular-nums">
        {formatNumber(quantity, locale)}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t('cart.stepper.increase', { name })}
        data-stepper-increase
        title={atStock ? (limitNote ?? t('cart.stepper.atStock')) : undefined}
        disabled={atStock}
        onClick={onIncrement}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
