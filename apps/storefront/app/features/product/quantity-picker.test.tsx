import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { QuantityPicker } from './quantity-picker.js';

function Picker({ max, disabled }: { max: number; disabled?: boolean }) {
  const [value, setValue] = useState(1);
  return <QuantityPicker value={value} max={max} disabled={disabled} onChange={setValue} />;
}

describe.each(LOCALES)('QuantityPicker (%s)', (locale) => {
  it('counts from 1 up to the stock and back, never past either end', async () => {
    const user = userEvent.setup();
    const { t } = renderInLocale(<Picker max={3} />, locale);
    const group = screen.getByRole('group', { name: t('product.quantity.label') });
    const minus = screen.getByRole('button', { name: t('product.quantity.decrease') }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: t('product.quantity.increase') }) as HTMLButtonElement;
    const shown = () => group.querySelector('output')?.textContent;

    expect(minus.disabled).toBe(true);
    await user.click(plus);
    await user.click(plus);
    expect(shown()).toBe('3');
    expect(plus.disabled).toBe(true);
    await user.click(plus);
    expect(shown()).toBe('3');
    await user.click(minus);
    expect(shown()).toBe('2');
    expect(plus.disabled).toBe(false);
  });

  it('offers nothing while the selection cannot be bought', () => {
    const { t } = renderInLocale(<Picker max={5} disabled />, locale);
    expect(
      (screen.getByRole('button', { name: t('product.quantity.increase') }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
