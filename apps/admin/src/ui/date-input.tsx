import { CALENDAR_DAY_PATTERN, formatCalendarDay } from '@matjar/core';
import { useState, type InputHTMLAttributes } from 'react';
import { useI18n } from '../i18n/language-context';
import { inputClass } from './field';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'className'>;

export interface DateInputProps extends NativeProps {
  /** A calendar day, YYYY-MM-DD (Doha's: callers pass dohaDate for today), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** Extra classes for the box (its width). */
  className?: string;
}

/** The day as the screen writes it: "29 نوفمبر 2026" / "November 29, 2026", Latin digits in both (D21). */
export function shownCalendarDay(value: string, language: 'ar' | 'en'): string {
  return CALENDAR_DAY_PATTERN.test(value)
    ? formatCalendarDay(value, language, { day: 'numeric', month: 'long', year: 'numeric' })
    : '';
}

/**
 * A day picker: the browser's date control (its calendar, its keyboard entry), but showing the chosen day in
 * the screen's language. The browser writes a date control in its own locale ("11/29/2026" on an Arabic
 * screen); at rest its text is hidden and the day is written over it as the screen writes dates, and while
 * it has focus the browser's own fields show for typing.
 */
export function DateInput({
  value,
  onChange,
  invalid = false,
  className = '',
  onFocus,
  onBlur,
  ...props
}: DateInputProps) {
  const { language } = useI18n();
  const [focused, setFocused] = useState(false);
  const shown = shownCalendarDay(value, language);
  const over = shown !== '' && !focused;
  return (
    <span className={`relative inline-flex ${className}`}>
      <input
        {...props}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        // Inline, so no colour class of the input's own can win over it.
        style={over ? { color: 'transparent' } : undefined}
        className={inputClass(invalid)}
      />
      {/* Chromium keeps the calendar button at the physical right in both directions: in Arabic the day is
          written past it. */}
      {over && (
        <span
          aria-hidden="true"
          data-testid="date-input-shown"
          className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm text-zinc-900 rtl:start-10"
        >
          {shown}
        </span>
      )}
    </span>
  );
}
