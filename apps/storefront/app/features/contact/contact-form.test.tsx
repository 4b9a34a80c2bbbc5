import { errorMessage, QATAR_DIALING_CODE, type Locale } from '@matjar/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { ContactForm } from './contact-form.js';

const both = (code: 'REQUIRED' | 'PHONE_INVALID') => ({
  message: errorMessage(code, 'en'),
  messageAr: errorMessage(code, 'ar'),
});

describe.each(LOCALES)('ContactForm (%s)', (locale: Locale) => {
  it('shows every problem the action found beside its field and in one announced summary', () => {
    const { t } = renderInLocale(
      <ContactForm
        result={{
          ok: false,
          values: { phone: '12', message: 'Hello' },
          fieldErrors: {
            name: both('REQUIRED'),
            email: both('REQUIRED'),
            phone: both('PHONE_INVALID'),
            subject: both('REQUIRED'),
          },
          formError: null,
        }}
      />,
      locale,
      { path: '/contact' },
    );
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain(t('form.errorSummary', { count: 4 }));
    for (const [key, code] of [
      ['contact.name', 'REQUIRED'],
      ['contact.email', 'REQUIRED'],
      ['contact.phone', 'PHONE_INVALID'],
      ['contact.subject', 'REQUIRED'],
    ] as const) {
      const control = screen.getByLabelText(new RegExp(`^${t(key)}`));
      expect(control.getAttribute('aria-invalid'), key).toBe('true');
      const line = within(summary).getByRole('link', { name: `${t(key)}: ${errorMessage(code, locale)}` });
      expect(line.getAttribute('href')).toBe(`#${control.id}`);
    }
    const message = screen.getByLabelText(t('contact.message'));
    expect(message.getAttribute('aria-invalid')).toBeNull();
    expect((message as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('writes the fixed +974 before the phone', () => {
    const { t } = renderInLocale(<ContactForm result={undefined} />, locale, { path: '/contact' });
    const phone = screen.getByLabelText(new RegExp(`^${t('contact.phone')}`));
    expect(phone.parentElement?.firstElementChild?.textContent).toBe(QATAR_DIALING_CODE);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
