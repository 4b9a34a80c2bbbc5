import { Field, inputClass } from './field';
import { typeLatinKey } from './scan-input';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  /** Shown under the field and announced with it; undefined when the value is fine. */
  error?: string | undefined;
  maxLength: number;
  /** A number typed or scanned (a barcode): the phone shows its digit keypad. */
  numeric?: boolean;
}

/**
 * A code typed or scanned as written (a SKU, a barcode number, a maker's part number): left to right and
 * aligned to the start in both languages, in a monospace face so a 0 and an O differ, with no spelling or
 * autofill suggestions a scanner's keystrokes would collide with. Codes are Latin: a scanner, or a keyboard
 * left in Arabic, types the keys' Latin letters and digits (scan-input.ts), as the serial-number fields do.
 */
export function CodeField({ id, label, value, onChange, hint, error, maxLength, numeric }: CodeFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={id}
          dir="ltr"
          value={value}
          maxLength={maxLength}
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          onKeyDown={typeLatinKey}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass(Boolean(error))} text-start font-mono`}
        />
      )}
    </Field>
  );
}
