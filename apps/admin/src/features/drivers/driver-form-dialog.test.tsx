import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../../testing/render-in-language';
import { DriverFormDialog } from './driver-form-dialog';

describe.each(LANGUAGES)('adding a driver (%s)', (language) => {
  it('takes focus to the first field to correct when Save is refused', async () => {
    const user = userEvent.setup();
    const client = new QueryClient();
    const { t } = renderInLanguage(
      <QueryClientProvider client={client}>
        <DriverFormDialog driver={null} onClose={() => undefined} />
      </QueryClientProvider>,
      language,
    );
    const name = screen.getByRole('textbox', { name: t('drivers.name') });
    const phone = screen.getByRole('textbox', { name: t('drivers.phone') });
    const save = screen.getByRole('button', { name: t('common.save') });

    await user.click(save);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');

    // The name given, the mobile number is what is left to correct.
    await user.type(name, language === 'ar' ? 'خالد' : 'Khalid');
    await user.type(phone, '123');
    await user.click(save);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });
});
