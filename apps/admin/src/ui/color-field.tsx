import type { ReactNode } from 'react';
import { useI18n } from '../i18n/language-context';
import { normalizeHexColor, pickerValue } from './color-field-value';
import { Field, inputClass } from './field';

export interface ColorFieldProps {
  label: string;
  /** The text as typed; the caller keeps it and reads the colour with normalizeHexColor. */
  text: string;
  onTextChange: (text: string) => void;
  /** The colour the swatch keeps while the text is not a colour yet (the saved one). */
  fallback: string;
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A colour as a swatch (the browser's colour picker) and a hex text field kept in step: picking writes the
 * text, typing a valid colour moves the swatch, and text that is no colour is named beside the field.
 */
export function ColorField({
  label,
  text,
  onTextChange,
  fallback,
  hint,
  placeholder = '#ffffff',
  disabled = false,
}: ColorFieldProps) {
  const { t } = useI18n();
  const invalid = text.trim() !== '' && normalizeHexColor(text) === null;
  const error = invalid || text.trim() === '' ? t('kit.color.invalid') : undefined;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            value={pickerValue(text, fallback)}
            disabled={disabled}
            aria-label={t('kit.color.picker', { label })}
            onChange={(event) => onTextChange(event.target.value)}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1 disabled:cursor-not-allowed"
          />
          <input
            {...control}
            type="text"
            dir="ltr"
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onTextChange(event.target.value)}
            className={`${inputClass(Boolean(error))} max-w-40 font-mono`}
          />
        </div>
      )}
    </Field>
  );
}
