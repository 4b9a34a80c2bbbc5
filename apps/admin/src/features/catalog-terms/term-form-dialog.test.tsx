import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../../testing/render-in-language';
import { TermFormDialog } from './term-form-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAddCategory(language: 'ar' | 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInLanguage(
    <QueryClientProvider client={client}>
      <TermFormDialog kind="category" term={null} onClose={() => undefined} />
    </QueryClientProvider>,
    language,
  );
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe.each(LANGUAGES)('adding a category (%s)', (language) => {
  it('takes focus to the first name to correct when Save is refused, by the form or by the server', async () => {
    const user = userEvent.setup();
    const { t } = renderAddCategory(language);
    const save = screen.getByRole('button', { name: t('common.save') });

    // Nothing typed: the Arabic name comes first.
    await user.click(save);
    await waitFor(() => expect(document.activeElement).toBe(field('category-name_ar')));
    expect(field('category-name_ar').getAttribute('aria-invalid')).toBe('true');

    // The Arabic name typed: the English one is next.
    await user.type(field('category-name_ar'), 'هواتف');
    await user.click(save);
    await waitFor(() => expect(document.activeElement).toBe(field('category-name_en')));

    // Both typed, and the server says the name is taken: back to the Arabic name, with its message.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 'CATEGORY_NAME_TAKEN', message: 'Taken', messageAr: 'مستخدم' },
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    await user.type(field('category-name_en'), 'Phones');
    await user.click(save);
    await waitFor(() => expect(document.activeElement).toBe(field('category-name_ar')));
    expect(field('category-name_ar').getAttribute('aria-invalid')).toBe('true');
  });
});
