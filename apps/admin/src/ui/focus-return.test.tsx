import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { Dialog } from './dialog';
import { focusIsLost, returnFocus, returnFocusWhenLost } from './focus-return';

describe('returnFocus', () => {
  it('takes the first candidate still on the page and usable, skipping removed and disabled ones', () => {
    render(
      <div>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Next row</button>
      </div>,
    );
    const removed = document.createElement('button');
    const disabled = screen.getByRole('button', { name: 'Disabled' });
    const next = screen.getByRole('button', { name: 'Next row' });
    expect(
      returnFocus(
        removed,
        null,
        () => disabled,
        () => next,
      ),
    ).toBe(next);
    expect(document.activeElement).toBe(next);
  });

  it('lets a heading take focus when it is the place to go, and answers null when nothing is left', () => {
    render(<h2>Your list is empty</h2>);
    const heading = screen.getByRole('heading');
    expect(returnFocus(null, heading)).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(returnFocus(null, undefined, () => null)).toBeNull();
  });

  it('after a change, moves focus only when it was lost, never away from where the person went', async () => {
    vi.useFakeTimers();
    try {
      render(
        <div>
          <button type="button">Elsewhere</button>
          <button type="button">Target</button>
        </div>,
      );
      const target = screen.getByRole('button', { name: 'Target' });
      (document.activeElement as HTMLElement | null)?.blur();
      expect(focusIsLost()).toBe(true);
      returnFocusWhenLost(target);
      await act(() => vi.runAllTimersAsync());
      expect(document.activeElement).toBe(target);

      screen.getByRole('button', { name: 'Elsewhere' }).focus();
      returnFocusWhenLost(target);
      await act(() => vi.runAllTimersAsync());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A row whose button opens a dialog that deletes the row: the opener is gone when the dialog closes. */
function DeletingRow() {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState(['Galaxy S24', 'iPhone 16']);
  return (
    <>
      <h2 id="products-heading">Products</h2>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <button type="button" onClick={() => setOpen(true)}>
              Delete {row}
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete?"
        returnFocusTo={() => document.getElementById('products-heading')}
      >
        <button
          type="button"
          onClick={() => {
            setRows((current) => current.slice(1));
            setOpen(false);
          }}
        >
          Yes, delete
        </button>
      </Dialog>
    </>
  );
}

describe.each(LANGUAGES)('Dialog focus on close (%s)', (language) => {
  it('returns to the opener when it is still there', async () => {
    const user = userEvent.setup();
    renderInLanguage(<DeletingRow />, language);
    const opener = screen.getByRole('button', { name: 'Delete iPhone 16' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });

  it('goes to the fallback when the row that opened it was deleted', async () => {
    const user = userEvent.setup();
    renderInLanguage(<DeletingRow />, language);
    await user.click(screen.getByRole('button', { name: 'Delete Galaxy S24' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(screen.queryByRole('button', { name: 'Delete Galaxy S24' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Products' }));
  });
});
