import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../../testing/render-in-language';
import { useReturnReason } from './return-reason-dialog';

/** A button that asks for the reason, as the order screens do before marking an order returned. */
function Asker({ onReason }: { onReason: (reason: string | null) => void }) {
  const [askReason, reasonDialog] = useReturnReason();
  return (
    <>
      <button type="button" onClick={() => void askReason({ short_number: 1009 }).then(onReason)}>
        ask
      </button>
      {reasonDialog}
    </>
  );
}

describe.each(LANGUAGES)('the return reason (%s)', (language) => {
  it('refused empty, takes focus back to the reason; given, answers it', async () => {
    const user = userEvent.setup();
    const onReason = vi.fn();
    const { t } = renderInLanguage(<Asker onReason={onReason} />, language);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    const reason = await screen.findByRole('textbox', { name: t('orders.return.reason') });
    const submit = screen.getByRole('button', { name: t('orders.move.returned') });

    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(onReason).not.toHaveBeenCalled();

    await user.type(reason, language === 'ar' ? 'المقاس غير مناسب' : 'Wrong size');
    await user.click(submit);
    await waitFor(() =>
      expect(onReason).toHaveBeenCalledWith(language === 'ar' ? 'المقاس غير مناسب' : 'Wrong size'),
    );
  });
});
