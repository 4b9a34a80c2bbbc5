import { formatMoney } from '@matjar/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { MoneyInput } from './money-input';

/** A form's price field: it holds dirhams and reports every change. */
function Price({
  initial = null,
  onChange,
}: {
  initial?: number | null;
  onChange: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <MoneyInput
        label="Price"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        maxDirhams={1_000_000}
      />
      <button type="button" onClick={() => setValue(99_900)}>
        Load saved price
      </button>
    </>
  );
}

const priceInput = () => screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;

describe.each(LANGUAGES)('MoneyInput (%s)', (language) => {
  it('turns riyals typed into dirhams and reads the amount back as the shop shows it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: number | null) => void>();
    renderInLanguage(<Price onChange={onChange} />, language);
    await user.type(priceInput(), '12.5');
    expect(onChange).toHaveBeenLastCalledWith(1250);
    // The read-back describes the field, so a misplaced decimal point is heard as well as seen.
    expect(screen.getByRole('textbox', { description: formatMoney(1250, language) })).toBe(priceInput());
    expect(priceInput().getAttribute('aria-invalid')).toBeNull();
    // Leaving the field writes the amount the way it is stored.
    await user.tab();
    expect(priceInput().value).toBe('12.50');
  });

  it('reads Arabic digits and the Arabic decimal separator', () => {
    const onChange = vi.fn<(value: number | null) => void>();
    renderInLanguage(<Price onChange={onChange} />, language);
    // One change event with the whole text, as an Arabic keyboard's input method can send it.
    fireEvent.change(priceInput(), { target: { value: '١٬٢٠٠٫٧٥' } });
    expect(onChange).toHaveBeenLastCalledWith(120_075);
    expect(screen.getByRole('textbox', { description: formatMoney(120_075, language) })).toBe(priceInput());
  });

  it.each([
    ['12.345', 'kit.money.tooManyDecimals'],
    ['12a', 'kit.money.invalid'],
    ['-5', 'kit.money.negative'],
    ['10001', 'kit.money.tooLarge'],
  ] as const)('refuses %s with its reason, and the form gets NaN', async (typed, message) => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: number | null) => void>();
    const { t } = renderInLanguage(<Price onChange={onChange} />, language);
    await user.type(priceInput(), typed);
    expect(onChange.mock.lastCall?.[0]).toBeNaN();
    expect(priceInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: t(message) })).toBe(priceInput());
    // The text stays as typed so it can be corrected, not silently rounded.
    await user.tab();
    expect(priceInput().value).toBe(typed);
  });

  it('clears to no amount, and shows an amount set from outside', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: number | null) => void>();
    renderInLanguage(<Price initial={500} onChange={onChange} />, language);
    expect(priceInput().value).toBe('5');
    await user.clear(priceInput());
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(screen.getByRole('button', { name: 'Load saved price' }));
    expect(priceInput().value).toBe('999');
  });

  it('keeps the amount left to right in both languages', () => {
    renderInLanguage(<Price onChange={vi.fn()} />, language);
    expect(priceInput().closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });
});
