import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useI18n } from '../i18n/language-context';
import { Field, inputClass } from './field';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced with it; undefined when the value is fine. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  autoComplete?: string;
}

/** A required one-line text input in a Field (the sign-in form). */
export function TextField({ id, label, value, onChange, error, ref, autoComplete }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          autoComplete={autoComplete}
          className={inputClass(Boolean(error))}
        />
      )}
    </Field>
  );
}

/** A password input with a show/hide toggle at its end. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  ref,
}: Omit<TextFieldProps, 'autoComplete'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            ref={ref}
            name={id}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            required
            autoComplete="current-password"
            className={`${inputClass(Boolean(error))} pe-11`}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={visible}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-zinc-500 hover:text-zinc-800"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
