import { DISCOUNT_TYPES, type DiscountType } from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { Field, inputClass, selectClass } from '../../../ui/field';
import { MoneyInput } from '../../../ui/money-input';

interface DiscountSectionProps {
  type: DiscountType | null;
  value: number | null;
  onTypeChange: (type: DiscountType | null) => void;
  onValueChange: (value: number | null) => void;
  error?: string | undefined;
  /** Who added the discount, as the spec shows it; null when nobody (no discount). */
  addedBy: string | null;
}

/**
 * Discount type (none, percentage, fixed) and value, editable only with a type (back-office §2): a whole
 * percentage, or an amount in riyals. The server records who added it; the form shows who will be.
 */
export function DiscountSection({
  type,
  value,
  onTypeChange,
  onValueChange,
  error,
  addedBy,
}: DiscountSectionProps) {
  const { t } = useI18n();
  return (
    <div className="space-y-3">
      <Field id="discount_type" label={t('products.field.discountType')}>
        {(control) => (
          <select
            {...control}
            value={type ?? ''}
            onChange={(event) =>
              onTypeChange(event.target.value === '' ? null : (event.target.value as DiscountType))
            }
            className={selectClass(false)}
          >
            <option value="">{t('products.discount.none')}</option>
            {DISCOUNT_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`products.discount.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {type === 'fixed' ? (
        <MoneyInput
          id="discount_value"
          label={t('products.field.discountValue')}
          value={value}
          onChange={onValueChange}
          error={error}
        />
      ) : (
        <Field
          id="discount_value"
          label={t('products.field.discountValue')}
          error={error}
          hint={type === null ? t('products.discount.chooseTypeFirst') : t('products.discount.percentHint')}
        >
          {(control) => (
            <div dir="ltr" className="relative">
              <input
                {...control}
                inputMode="numeric"
                disabled={type === null}
                value={type === null || value === null || Number.isNaN(value) ? '' : String(value)}
                onChange={(event) => {
                  const text = event.target.value.trim();
                  onValueChange(text === '' ? null : /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN);
                }}
                className={`${inputClass(Boolean(error))} pe-10 text-start tabular-nums`}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-3 text-sm text-zinc-500"
              >
                %
              </span>
            </div>
          )}
        </Field>
      )}
      {addedBy && (
        <p className="text-sm text-zinc-600">
          {t('products.discount.addedBy')} <bdi className="font-medium text-zinc-800">{addedBy}</bdi>
        </p>
      )}
    </div>
  );
}
