import { Field, selectClass } from './field';

export interface SelectFilterOption<T extends string | number> {
  value: T;
  label: string;
}

interface SelectFilterProps<T extends string | number> {
  id: string;
  label: string;
  /** The first choice, which filters nothing (null). */
  allLabel: string;
  value: T | null;
  options: readonly SelectFilterOption<T>[];
  onChange: (value: T | null) => void;
  className?: string;
}

/** One filter of a list: a labelled select whose first choice, "all", is no filter. */
export function SelectFilter<T extends string | number>({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: SelectFilterProps<T>) {
  return (
    <Field label={label} id={id} className={className}>
      {(control) => (
        <select
          {...control}
          value={value ?? ''}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            onChange(chosen ? chosen.value : null);
          }}
          className={selectClass(false)}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
