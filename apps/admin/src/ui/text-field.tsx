import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { useI18n } from '../i18n/language-context';

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

export const inputClass = (invalid: boolean) =>
  `block h-11 w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-400 focus:outline-2 focus:-outline-offset-1 ${
    invalid ? 'border-red-400 focus:outline-red-500' : 'border-zinc-300 focus:outline-brand-600'
  }`;

function FieldShell({
  id,
  label,
  error,
  children,
}: Pick<TextFieldProps, 'id' | 'label' | 'error'> & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ id, label, value, onChange, error, ref, autoComplete }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        ref={ref}
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete={autoComplete}
        className={inputClass(Boolean(error))}
      />
    </FieldShell>
  );
}

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
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
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
    </FieldShell>
  );
}
