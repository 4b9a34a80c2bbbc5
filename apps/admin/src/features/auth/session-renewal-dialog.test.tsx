import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AdminUser } from '@matjar/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../../lib/api/api-client';
import { createQueryClient } from '../../lib/api/query-client';
import { sessionKeys } from '../../lib/api/query-keys';
import { SessionProvider } from '../../lib/session/session-context';
import { LANGUAGES, renderInLanguage } from '../../testing/render-in-language';
import { RequireSession } from './require-session';

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

const Saved = z.object({ success: z.literal(true), name: z.string() });

/** A form as every back-office screen has one: an edit, and a save through the API client. */
function Editor() {
  const [name, setName] = useState('');
  const save = useMutation({ mutationFn: () => apiPost('/api/admin/orders/7/notes', { body: name }, Saved) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Save</button>
      {save.isSuccess && <p>Saved {save.data.name}</p>}
    </form>
  );
}

const ended = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in', messageAr: 'سجّل الدخول' } };
const wrongPassword = {
  error: { code: 'ADMIN_INVALID_CREDENTIALS', message: 'Invalid username or password', messageAr: 'خطأ' },
};

/**
 * The editor behind the real guard, query client and session provider; the server's session has ended by
 * the time Save is pressed, and the password "right" signs in again.
 */
function renderEditor(language: 'ar' | 'en') {
  const inADay = new Date(Date.now() + 24 * 3_600_000).toISOString();
  let sessionLive = true;
  const saves: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) => Response.json(body, { status });
    if (url === '/api/auth/verify') {
      return sessionLive
        ? json(200, { success: true, user: sara, session_expires_at: inADay })
        : json(401, ended);
    }
    if (url === '/api/auth/login') {
      const body = JSON.parse(String(init?.body)) as { username: string; password: string };
      if (body.username !== 'sara' || body.password !== 'right') return json(401, wrongPassword);
      sessionLive = true;
      return json(200, { success: true, user: sara, token: 'x' });
    }
    if (url === '/api/auth/logout') return json(200, { success: true });
    if (url === '/api/admin/orders/7/notes') {
      saves.push(JSON.parse(String(init?.body)));
      if (!sessionLive) return json(401, ended);
      return json(200, { success: true, name: (saves.at(-1) as { body: string }).body });
    }
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  const rendered = renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/products/7']}>
          <Routes>
            <Route path="/login" element={<p>sign-in page</p>} />
            <Route
              path="/products/7"
              element={
                <RequireSession>
                  <Editor />
                </RequireSession>
              }
            />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
    language,
  );
  return { ...rendered, queryClient, saves, endSession: () => (sessionLive = false) };
}

afterEach(() => vi.unstubAllGlobals());

describe.each(LANGUAGES)('signing in again over an open screen (%s)', (language) => {
  it('keeps the edit, asks for the password over the screen, and then saves it', async () => {
    const user = userEvent.setup();
    const { t, saves, endSession } = renderEditor(language);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'آيفون 16');
    endSession();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: t('session.renew.title') });
    expect(dialog.textContent).toContain(t('session.renew.text'));
    expect(within(dialog).getByText(t('session.renew.who', { name: 'Sara', username: 'sara' }))).toBeTruthy();
    // It cannot be waved away: the waiting save needs an answer.
    expect(within(dialog).queryByRole('button', { name: t('dialog.close') })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    // Focus starts in the password; a wrong one is said, and the dialog stays.
    const password = within(dialog).getByLabelText(t('login.password'));
    expect(document.activeElement).toBe(password);
    await user.type(password, 'wrong{Enter}');
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe(language === 'ar' ? 'خطأ' : 'Invalid username or password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(saves).toHaveLength(1);

    await user.clear(password);
    await user.type(password, 'right');
    await user.click(within(dialog).getByRole('button', { name: t('session.renew.submit') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Saved آيفون 16')).toBeTruthy();
    // The edit is still on the screen, and the same save was sent again once.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('آيفون 16');
    expect(saves).toEqual([{ body: 'آيفون 16' }, { body: 'آيفون 16' }]);
    expect(screen.queryByText('sign-in page')).toBeNull();
  });

  it('"Sign out" gives up the save and goes to the sign-in page', async () => {
    const user = userEvent.setup();
    const { t, saves, endSession } = renderEditor(language);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x');
    endSession();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: t('session.renew.signOut') }));
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(saves).toHaveLength(1);
  });

  it('also asks when the session is found ended without a save (the screen is kept)', async () => {
    const { t, queryClient, endSession } = renderEditor(language);
    await screen.findByRole('textbox', { name: 'Name' });
    endSession();
    // The session check that runs near the end (or after any 401) finds no session.
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    expect(await screen.findByRole('alertdialog', { name: t('session.renew.title') })).toBeTruthy();
    // Still there behind the dialog (hidden from the accessibility tree while the dialog is modal).
    expect(screen.getByRole('textbox', { name: 'Name', hidden: true })).toBeTruthy();
    expect(screen.queryByText('sign-in page')).toBeNull();
  });
});
