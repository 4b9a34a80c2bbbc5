import { formatMoney } from '@matjar/core';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/language-context';
import type { MessageKey } from '../i18n/ar';
import { Field, inputClass } from './field';
import { formatRiyalsForInput, parseRiyals, type MoneyParseFailure } from './money-input-value';

export interface MoneyInputProps {
  label: string;
  /** Integer dirhams; null when empty; NaN while the text typed is not an amount (so a form refuses it). */
  value: number | null;
  onChange: (dirhams: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  /** Largest amount accepted, in dirhams (the database's integer limit otherwise). */
  maxDirhams?: number;
}

const FAILURE_MESSAGE: Record<MoneyParseFailure, MessageKey> = {
  format: 'kit.money.invalid',
  decimals: 'kit.money.tooManyDecimals',
  negative: 'kit.money.negative',
  'too-large': 'kit.money.tooLarge',
};

/**
 * An amount in Qatari riyals: staff type riyals (up to 2 decimals, Arabic or Western digits), the form gets
 * integer dirhams. Under the field the amount is read back as the shop shows it, in the UI language, so a
 * misplaced decimal point is seen before saving.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  id,
  name,
  disabled,
  maxDirhams,
}: MoneyInputProps) {
  const { t, language } = useI18n();
  const [text, setText] = useState(() => formatRiyalsForInput(value));
  // A new value from outside (form reset, loaded product) replaces the text unless it is what the text says.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue && !Number.isNaN(value)) {
    setShownValue(value);
    const current = parseRiyals(text, { maxDirhams });
    if (!current.ok || current.dirhams !== value) setText(formatRiyalsForInput(value));
  }

  const parsed = parseRiyals(text, { maxDirhams });
  const ownError = parsed.ok ? undefined : t(FAILURE_MESSAGE[parsed.reason]);
  const readBack = parsed.ok && parsed.dirhams !== null ? formatMoney(parsed.dirhams, language) : null;

  const update = (next: string) => {
    setText(next);
    const result = parseRiyals(next, { maxDirhams });
    const dirhams = result.ok ? result.dirhams : Number.NaN;
    setShownValue(dirhams);
    onChange(dirhams);
  };

  return (
    <Field
      id={id}
      label={label}
      required={required}
      error={ownError ?? error}
      hint={
        readBack || hint ? (
          <>
            {readBack && <span className="block font-medium text-zinc-700">{readBack}</span>}
            {hint}
          </>
        ) : undefined
      }
    >
      {(control) => (
        // Amounts read left to right in both languages, the currency after them at the box's end.
        <div dir="ltr" className="relative">
          <input
            {...control}
            name={name ?? control.id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={disabled}
            onChange={(event) => update(event.target.value)}
            onBlur={() => {
              if (parsed.ok) setText(formatRiyalsForInput(parsed.dirhams));
              onBlur?.();
            }}
            className={`${inputClass(Boolean(ownError ?? error))} pe-14 text-start tabular-nums`}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-3 text-sm text-zinc-500"
          >
            {t('kit.money.currency')}
          </span>
        </div>
      )}
    </Field>
  );
}
