import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTime, type AdminUser } from '@matjar/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session/session-context';
import { LANGUAGES, renderInLanguage } from '../../testing/render-in-language';
import { SessionExpiryWarning } from './session-expiry-warning';

const sara = {
  id: 1,
  username: 'sara',
  email: 'sara@matjar.qa',
  full_name: 'Sara',
  role: 'admin',
  is_active: true,
  receive_notifications: false,
  whatsapp_phone: null,
  whatsapp_notifications: false,
  whatsapp_language: 'ar',
  last_login: null,
  created_at: '2026-01-01T00:00:00.000Z',
} as AdminUser;

/**
 * The warning inside the real session provider, the server answering GET /api/auth/verify with the ends in
 * `ends` one after the other (the last one again and again).
 */
function renderWarning(language: 'ar' | 'en', ends: Date[]) {
  const answers = [...ends];
  const fetchMock = vi.fn(async (url: string) => {
    expect(url).toBe('/api/auth/verify');
    const end = answers.length > 1 ? answers.shift()! : answers[0]!;
    return Response.json({ success: true, user: sara, session_expires_at: end.toISOString() });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = renderInLanguage(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <SessionExpiryWarning />
      </SessionProvider>
    </QueryClientProvider>,
    language,
  );
  return { ...rendered, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe.each(LANGUAGES)('SessionExpiryWarning (%s)', (language) => {
  it('says nothing while the end is far', async () => {
    const { fetchMock } = renderWarning(language, [minutesFromNow(12 * 60)]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('warns before the end with the time, and "Stay signed in" extends the session', async () => {
    const user = userEvent.setup();
    const soon = minutesFromNow(3);
    const { t, fetchMock } = renderWarning(language, [soon, minutesFromNow(12 * 60)]);
    const dialog = await screen.findByRole('alertdialog', { name: t('session.expiry.title') });
    expect(dialog.textContent).toContain(formatTime(soon, language));
    const stay = within(dialog).getByRole('button', { name: t('session.expiry.stay') });
    // Focus starts on the way to stay, so Enter keeps the work.
    expect(document.activeElement).toBe(stay);
    await user.click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when the session cannot be extended any more (its end did not move)', async () => {
    const user = userEvent.setup();
    const soon = minutesFromNow(4);
    const { t } = renderWarning(language, [soon]);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: t('session.expiry.stay') }));
    expect(await within(dialog).findByText(t('session.expiry.capped'))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: t('session.expiry.stay') })).toBeNull();
    expect(within(dialog).getByRole('button', { name: t('session.expiry.signOut') })).toBeTruthy();
  });
});
