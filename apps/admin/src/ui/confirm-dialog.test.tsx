import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { directionOf } from '../i18n/translate';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { ConfirmDialog, useConfirm } from './confirm-dialog';

/** A row button that opens the dialog, as the screens do (no Radix trigger). */
function Harness({ onConfirm, destructive = false }: { onConfirm: () => unknown; destructive?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Galaxy S24
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={onConfirm}
        title="Delete the product?"
        description="Galaxy S24 leaves the catalogue."
        confirmLabel="Delete"
        destructive={destructive}
      />
    </>
  );
}

describe.each(LANGUAGES)('ConfirmDialog (%s)', (language) => {
  it('opens as an alert dialog named by its title, in the UI direction, focus on Confirm', async () => {
    const user = userEvent.setup();
    renderInLanguage(<Harness onConfirm={vi.fn()} />, language);
    await user.click(screen.getByRole('button', { name: 'Delete Galaxy S24' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the product?' });
    expect(dialog.getAttribute('dir')).toBe(directionOf(language));
    expect(within(dialog).getByText('Galaxy S24 leaves the catalogue.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Delete' }));
  });

  it('starts on Cancel when it destroys, so Enter never deletes by accident', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { t } = renderInLanguage(<Harness onConfirm={onConfirm} destructive />, language);
    await user.click(screen.getByRole('button', { name: 'Delete Galaxy S24' }));
    const dialog = screen.getByRole('alertdialog');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('confirms, closes and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderInLanguage(<Harness onConfirm={onConfirm} />, language);
    const opener = screen.getByRole('button', { name: 'Delete Galaxy S24' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('cancels by its button and by Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { t } = renderInLanguage(<Harness onConfirm={onConfirm} />, language);
    const opener = screen.getByRole('button', { name: 'Delete Galaxy S24' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: t('common.cancel') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and busy while the action runs, and stays open when it fails', async () => {
    const user = userEvent.setup();
    let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          settle = { resolve, reject };
        }),
    );
    const { t } = renderInLanguage(<Harness onConfirm={onConfirm} />, language);
    await user.click(screen.getByRole('button', { name: 'Delete Galaxy S24' }));
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    // Escape does not close it while the outcome is pending, and Cancel is off.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect((screen.getByRole('button', { name: t('common.cancel') }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await act(async () => settle?.reject(new Error('refused')));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(confirm.getAttribute('aria-busy')).toBeNull();

    await user.click(confirm);
    await act(async () => settle?.resolve());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});

describe('useConfirm', () => {
  function Asker({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
    const [confirm, dialog] = useConfirm();
    return (
      <>
        <button
          type="button"
          onClick={() =>
            void confirm({
              title: 'Cancel the order?',
              description: 'Stock returns.',
              confirmLabel: 'Yes',
            }).then(onAnswer)
          }
        >
          Ask
        </button>
        {dialog}
      </>
    );
  }

  it.each(LANGUAGES)('answers true on confirm and false on cancel (%s)', async (language) => {
    const user = userEvent.setup();
    const onAnswer = vi.fn<(ok: boolean) => void>();
    const { t } = renderInLanguage(<Asker onAnswer={onAnswer} />, language);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
