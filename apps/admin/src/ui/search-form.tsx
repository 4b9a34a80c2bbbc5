import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from './button';
import { inputClass } from './field';

interface SearchFormProps {
  id: string;
  /** Read by screen readers; the placeholder alone is not a label. */
  label: string;
  placeholder: string;
  submitLabel: string;
  maxLength: number;
  /** The box's own text: the list it searches may follow only on submit or after a pause. */
  value: string;
  onValueChange: (value: string) => void;
  /** Enter or the button. */
  onSearch: () => void;
}

/** A list's search box with its button, as a search landmark. */
export function SearchForm({
  id,
  label,
  placeholder,
  submitLabel,
  maxLength,
  value,
  onValueChange,
  onSearch,
}: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        className={inputClass(false)}
      />
      <Button type="submit" variant="primary" icon={Search}>
        {submitLabel}
      </Button>
    </form>
  );
}
