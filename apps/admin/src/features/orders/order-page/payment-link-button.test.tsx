import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail, AdminUser, Role } from '@matjar/core';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/api/query-keys';
import { SessionProvider } from '../../../lib/session/session-context';
import { LANGUAGES, renderInLanguage } from '../../../testing/render-in-language';
import { PaymentLinkButton } from './payment-link-button';

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
function renderButton(order: AdminOrderDetail, language: 'ar' | 'en', role: Role, answer: Response) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.current(), staff(role));
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  const rendered = renderInLanguage(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <PaymentLinkButton order={order} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
    language,
  );
  return { ...rendered, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('PaymentLinkButton', () => {
  it.each(LANGUAGES)('sends the link and says where it went (%s)', async (language) => {
    const { t, fetchMock } = renderButton(
      unpaidCard,
      language,
      'admin',
      Response.json({ success: true, whatsapp: true }),
    );
    expect(screen.getByText(t('orderPage.paymentLink.hint'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('orderPage.paymentLink.action') }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/orders/7/payment-link');
    expect(init.method).toBe('POST');
    const done = t('orderPage.paymentLink.doneWhatsApp', { number: '#1009' });
    expect(
      await screen.findAllByText(
        (_, element) => element?.textContent?.replace(/[\u2066-\u2069]/g, '') === done,
      ),
    ).not.toHaveLength(0);
  });

  it("says the server's refusal in the screen's language", async () => {
    const refusal = {
      error: {
        code: 'PAYMENT_LINK_EXPIRED',
        message: 'The link has expired',
        messageAr: 'انتهت صلاحية الرابط',
      },
    };
    renderButton(unpaidCard, 'ar', 'admin', Response.json(refusal, { status: 409 }));
    await userEvent.click(screen.getByRole('button'));
    await screen.findByText('انتهت صلاحية الرابط', { exact: false });
  });

  it('is not offered for a paid, cancelled, cash or archived order, nor to a viewer', () => {
    const hidden: AdminOrderDetail[] = [
      { ...unpaidCard, payment_status: 'completed', status: 'confirmed' },
      { ...unpaidCard, payment_status: 'failed', status: 'canceled' },
      { ...unpaidCard, payment_method: 'cash', payment_status: null },
      { ...unpaidCard, archived: { at: '2026-11-29T10:00:00.000Z', username: 'sara' } },
    ];
    for (const order of hidden) {
      const { unmount } = renderButton(order, 'en', 'admin', Response.json({}));
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
    const { unmount } = renderButton(unpaidCard, 'en', 'viewer', Response.json({}));
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
  });
});
