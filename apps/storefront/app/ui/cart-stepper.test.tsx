import { formatNumber } from '@matjar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, renderInLocale } from '../testing/render-in-locale.js';
import { CartStepper } from './cart-stepper.js';

describe.each(LOCALES)('CartStepper (%s)', (locale) => {
  const name = locale === 'ar' ? 'آيفون 16' : 'iPhone 16';

  it('names its buttons for the product, shows the quantity in the page digits and calls back', async () => {
    const user = userEvent.setup();
    const onDecrement = vi.fn();
    const onIncrement = vi.fn();
    const { t } = renderInLocale(
      <CartStepper name={name} quantity={3} stock={5} onDecrement={onDecrement} onIncrement={onIncrement} />,
      locale,
    );
    const group = screen.getByRole('group', { name: t('cart.stepper.label', { name }) });
    expect(within(group).getByRole('status').textContent).toBe(formatNumber(3, locale));
    await user.click(within(group).getByRole('button', { name: t('cart.stepper.decrease', { name }) }));
    await user.click(within(group).getByRole('button', { name: t('cart.stepper.increase', { name }) }));
    expect(onDecrement).toHaveBeenCalledTimes(1);
    expect(onIncrement).toHaveBeenCalledTimes(1);
  });

  it('turns minus into remove on a line of one, said plainly where the line has its own remove', () => {
    const { t, unmount } = renderInLocale(
      <CartStepper name={name} quantity={1} stock={5} onDecrement={vi.fn()} onIncrement={vi.fn()} />,
      locale,
    );
    expect(screen.getByRole('button', { name: t('cart.stepper.remove', { name }) })).toBeTruthy();
    unmount();
    renderInLocale(
      <CartStepper
        name={name}
        quantity={1}
        stock={5}
        lineHasRemove
        onDecrement={vi.fn()}
        onIncrement={vi.fn()}
      />,
      locale,
    );
    expect(screen.getByRole('button', { name: t('cart.stepper.decreaseRemoves', { name }) })).toBeTruthy();
  });

  it('stops plus at the stock, saying why, or at a cap with the cap note', async () => {
    const user = userEvent.setup();
    const onIncrement = vi.fn();
    const { t, unmount } = renderInLocale(
      <CartStepper name={name} quantity={5} stock={5} onDecrement={vi.fn()} onIncrement={onIncrement} />,
      locale,
    );
    const plus = screen.getByRole('button', {
      name: t('cart.stepper.increase', { name }),
    }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(plus.title).toBe(t('cart.stepper.atStock'));
    await user.click(plus);
    expect(onIncrement).not.toHaveBeenCalled();
    unmount();

    const capNote = t('cart.limit.line', { max: 10 });
    renderInLocale(
      <CartStepper
        name={name}
        quantity={10}
        stock={10}
        limitNote={capNote}
        onDecrement={vi.fn()}
        onIncrement={vi.fn()}
      />,
      locale,
    );
    expect(screen.getByRole('button', { name: t('cart.stepper.increase', { name }) }).title).toBe(capNote);
  });
});
