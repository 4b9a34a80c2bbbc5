import { useId } from 'react';
import { useI18n } from '../i18n/language-context';
import { describedByIds, inputClass, textareaClass } from './field';

export interface BilingualText {
  ar: string;
  en: string;
}

export interface BilingualTextFieldProps {
  /** What the pair is ("Product name"); each input is named "<label> Arabic" / "<label> English". */
  label: string;
  value: BilingualText;
  onChange: (value: BilingualText) => void;
  errors?: Partial<Record<keyof BilingualText, string | undefined>>;
  hint?: string;
  /** Which languages must be filled (the spec requires Arabic names; English often defaults to them). */
  required?: Partial<Record<keyof BilingualText, boolean>>;
  /** A textarea of this many rows instead of a one-line input (descriptions). */
  rows?: number;
  maxLength?: number;
  /** Prefix of the two inputs' ids and names: `${name}_ar`, `${name}_en` (the API's field names). */
  name?: string;
  onBlur?: () => void;
  /** A line under each input about its text ("120 / 2000 characters"), read with the input. */
  counter?: (text: string) => string;
  /** Shown but not editable (a role that may only look). */
  disabled?: boolean;
}

const LANGUAGES = ['ar', 'en'] as const;

/**
 * Arabic and English text of one thing side by side (stacked on phones), each input in its own script
 * direction whatever the page's, and tagged with its language so screen readers pronounce it correctly.
 */
export function BilingualTextField({
  label,
  value,
  onChange,
  errors = {},
  hint,
  required = {},
  rows,
  maxLength,
  name,
  onBlur,
  counter,
  disabled,
}: BilingualTextFieldProps) {
  const { t } = useI18n();
  const generated = useId();
  const base = name ?? `bilingual${generated.replace(/:/g, '')}`;
  const legendId = `${base}-legend`;
  const hintId = `${base}-hint`;
  return (
    <fieldset>
      <legend id={legendId} className="mb-1.5 text-sm font-medium text-zinc-800">
        {label}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {LANGUAGES.map((language) => {
          const id = `${base}_${language}`;
          const error = errors[language];
          const languageLabelId = `${id}-label`;
          const props = {
            id,
            name: id,
            lang: language,
            dir: language === 'ar' ? 'rtl' : 'ltr',
            value: value[language],
            maxLength,
            disabled,
            onBlur,
            onChange: (event: { target: { value: string } }) =>
              onChange({ ...value, [language]: event.target.value }),
            'aria-labelledby': `${legendId} ${languageLabelId}`,
            'aria-describedby':
              [describedByIds(id, { error }), counter ? `${id}-counter` : null, hint ? hintId : null]
                .filter(Boolean)
                .join(' ') || undefined,
            'aria-invalid': error ? true : undefined,
            'aria-required': required[language] ? true : undefined,
            className: `${rows ? textareaClass(Boolean(error)) : inputClass(Boolean(error))} text-start`,
          } as const;
          return (
            <div key={language}>
              <div className="mb-1 flex items-baseline gap-0.5">
                <label id={languageLabelId} htmlFor={id} className="text-xs font-medium text-zinc-600">
                  {t(language === 'ar' ? 'kit.bilingual.arabic' : 'kit.bilingual.english')}
                </label>
                {required[language] && (
                  <span aria-hidden="true" title={t('kit.field.required')} className="text-xs text-red-700">
                    *
                  </span>
                )}
              </div>
              {rows ? <textarea rows={rows} {...props} /> : <input {...props} />}
              {counter && (
                <p id={`${id}-counter`} className="mt-1 text-end text-xs text-zinc-600 tabular-nums">
                  {counter(value[language])}
                </p>
              )}
              {error && (
                <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-zinc-600">
          {hint}
        </p>
      )}
    </fieldset>
  );
}

/** The part of a react-hook-form field (useController's `field`) that the binding below needs. */
interface TextFieldBinding {
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * value/onChange/onBlur for a BilingualTextField whose two languages are two form fields (name, name_en): a
 * change is passed only to the field that changed, so the other is not marked dirty.
 */
export function bindBilingualFields(
  ar: TextFieldBinding,
  en: TextFieldBinding,
): Pick<BilingualTextFieldProps, 'value' | 'onChange' | 'onBlur'> {
  return {
    value: { ar: ar.value ?? '', en: en.value ?? '' },
    onChange: (value) => {
      if (value.ar !== ar.value) ar.onChange(value.ar);
      if (value.en !== en.value) en.onChange(value.en);
    },
    onBlur: () => {
      ar.onBlur();
      en.onBlur();
    },
  };
}
