import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { returnFocus, returnFocusWhenLost } from './focus-return.js';

describe('returnFocus (storefront)', () => {
  it('skips a removed or disabled candidate and lets a heading take focus', () => {
    render(
      <div>
        <button type="button" disabled>
          Disabled
        </button>
        <h2>Your cart is empty</h2>
      </div>,
    );
    const heading = screen.getByRole('heading');
    const gone = document.createElement('button');
    expect(returnFocus(gone, screen.getByRole('button'), () => heading)).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(heading);
  });

  it('after a change, gives focus only when it fell to the page', async () => {
    vi.useFakeTimers();
    try {
      render(
        <div>
          <button type="button">Stay</button>
          <button type="button">Target</button>
        </div>,
      );
      const stay = screen.getByRole('button', { name: 'Stay' });
      stay.focus();
      returnFocusWhenLost(screen.getByRole('button', { name: 'Target' }));
      await act(() => vi.runAllTimersAsync());
      expect(document.activeElement).toBe(stay);
      stay.remove();
      returnFocusWhenLost(() => screen.getByRole('button', { name: 'Target' }));
      await act(() => vi.runAllTimersAsync());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Target' }));
    } finally {
      vi.useRealTimers();
    }
  });
});
