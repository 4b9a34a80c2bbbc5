import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail, AdminUser, Role } from '@matjar/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/api/query-keys';
import { SessionProvider } from '../../../lib/session/session-context';
import { LANGUAGES, renderInLanguage } from '../../../testing/render-in-language';
import { SwitchToCashButton } from './switch-to-cash';

const unpaidCard = {
  id: 7,
  short_number: 1009,
  status: 'pending',
  payment_method: 'online',
  payment_status: 'pending',
  archived: null,
  items: [{ is_gift_card: false }],
} as unknown as AdminOrderDetail;

function staff(role: Role): AdminUser {
  return {
    id: 1,
    username: 'sara',
    email: 'sara@matjar.qa',
    full_name: 'Sara',
    role,
    is_active: true,
    receive_notifications: false,
    whatsapp_phone: null,
    whatsapp_notifications: false,
    whatsapp_language: 'ar',
    last_login: null,
  } as AdminUser;
}

/** The button as the order page shows it: signed in as `role`, the server answering with `answer`. */
function renderButton(order: AdminOrderDetail, language: 'ar' | 'en', role: Role = 'admin', status = 200) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.current(), staff(role));
  const fetchMock = vi.fn(async () =>
    Response.json(
      status === 200
        ? { success: true }
        : { error: { code: 'ORDER_NOT_UNPAID_CARD', message: 'Only…', messageAr: 'لا…' } },
      { status },
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const rendered = renderInLanguage(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <SwitchToCashButton order={order} />
      </SessionProvider>
    </QueryClientProvider>,
    language,
  );
  return { ...rendered, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('SwitchToCashButton', () => {
  it.each(LANGUAGES)('asks, then switches an unpaid card order to cash (%s)', async (language) => {
    const { t, fetchMock } = renderButton(unpaidCard, language);
    expect(screen.getByText(t('orderPage.switchToCash.hint'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('orderPage.switchToCash.action') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t('orderPage.switchToCash.title', { number: '#1009' }),
    });
    expect(fetchMock).not.toHaveBeenCalled();
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === t('orderPage.switchToCash.action'),
    )!;
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/orders/7/switch-to-cash');
    expect(init.method).toBe('POST');
  });

  it('keeps the dialog open when the server refuses', async () => {
    const { t, fetchMock } = renderButton(unpaidCard, 'en', 'admin', 409);
    await userEvent.click(screen.getByRole('button', { name: t('orderPage.switchToCash.action') }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === t('orderPage.switchToCash.action'),
    )!;
    await userEvent.click(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).not.toBe('true'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('is not offered for a paid, cancelled, cash, archived or gift-card order, nor to a viewer', () => {
    const hidden: AdminOrderDetail[] = [
      { ...unpaidCard, payment_status: 'completed', status: 'confirmed' },
      { ...unpaidCard, payment_status: 'failed', status: 'canceled' },
      { ...unpaidCard, payment_method: 'cash', payment_status: null },
      { ...unpaidCard, archived: { at: '2026-11-29T10:00:00.000Z', username: 'sara' } },
      { ...unpaidCard, items: [{ is_gift_card: true }] } as unknown as AdminOrderDetail,
    ];
    for (const order of hidden) {
      const { unmount } = renderButton(order, 'en');
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
    const { unmount } = renderButton(unpaidCard, 'en', 'viewer');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
  });
});
