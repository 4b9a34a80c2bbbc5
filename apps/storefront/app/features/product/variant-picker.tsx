import { isSoldOut, variantLeftHint, type StoreVariant } from '@matjar/core';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { localText } from '../../lib/product-display.js';
import { moveInRadioGroup, radioTabStop } from '../../ui/radio-group-keys.js';

interface VariantPickerProps {
  variants: readonly StoreVariant[];
  label: string;
  selectedId: number | null;
  onSelect: (variant: StoreVariant) => void;
}

/**
 * A radio group, one button per active variant (radio keyboard: Tab once in, arrows move and choose); sold-out
 * ones are disabled and skipped, the last few carry an 'only N left' hint.
 */
export function VariantPicker({ variants, label, selectedId, onSelect }: VariantPickerProps) {
  const { locale } = useShellData();
  const t = useT();
  const tabStop = radioTabStop(
    variants.map((variant) => ({ checked: variant.id === selectedId, disabled: isSoldOut(variant.stock) })),
  );
  return (
    <fieldset>
      <legend id="variant-picker-name" className="mb-2 text-sm font-bold text-slate-700">
        {label}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby="variant-picker-name"
        className="flex flex-wrap gap-2"
        onKeyDown={(event) => moveInRadioGroup(event, locale === 'ar' ? 'rtl' : 'ltr')}
      >
        {variants.map((variant, index) => {
          const soldOut = isSoldOut(variant.stock);
          const left = variantLeftHint(variant.stock);
          const selected = variant.id === selectedId;
          return (
            <button
              key={variant.id}
              type="button"
              disabled={soldOut}
              role="radio"
              aria-checked={selected}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => onSelect(variant)}
              className={`flex min-w-24 flex-col items-start rounded-xl border-2 px-3 py-2 text-start text-sm transition ${
                selected
                  ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-200'
                  : 'border-slate-200 bg-white hover:border-slate-400'
              } disabled:cursor-not-allowed disabled:border-dashed disabled:bg-slate-50 disabled:text-slate-400`}
            >
              <span className="font-semibold">{localText(variant.name, variant.name_en, locale)}</span>
              {soldOut && <span className="text-xs">{t('product.variant.soldOut')}</span>}
              {left !== null && (
                <span className="text-xs font-semibold text-amber-700">
                  {t('product.variant.left', { count: left })}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
