import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../testing/render-in-language';
import { WhatsAppProblemAlert } from './whatsapp-problem-alert';

const problem = {
  kind: 'payment' as const,
  code: 131042,
  detail: 'HTTP 400 code 131042: Business eligibility payment issue',
  at: '2026-11-29T10:00:00.000Z',
};

describe('WhatsAppProblemAlert', () => {
  it('says in words why messages are not going out, with Meta’s own, and the way to fix it', () => {
    renderInLanguage(
      <MemoryRouter>
        <WhatsAppProblemAlert problem={problem} withLink />
      </MemoryRouter>,
      'en',
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('WhatsApp messages are not going out');
    expect(alert.textContent).toContain('no valid payment method');
    expect(alert.textContent).toContain('Business eligibility payment issue');
    expect(screen.getByRole('link', { name: 'Open the WhatsApp settings' }).getAttribute('href')).toBe(
      '/settings?tab=whatsapp',
    );
  });

  it('in Arabic, and without the link for a caller who cannot fix it', () => {
    renderInLanguage(
      <MemoryRouter>
        <WhatsAppProblemAlert problem={{ ...problem, kind: 'token', code: 190 }} />
      </MemoryRouter>,
      'ar',
    );
    expect(screen.getByRole('alert').textContent).toContain('رمز الوصول');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
