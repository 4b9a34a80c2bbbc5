import {
  apiErrorBody,
  errorMessage,
  issuesFromZod,
  QATAR_DIALING_CODE,
  StoreSignUpBody,
  type Locale,
} from '@matjar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { AuthForm } from './auth-form.js';

/** The server's answer to a sign-up: its own schema's issues for what was sent, as the error handler words them. */
function serverAnswerTo(sent: Record<string, unknown>): Response {
  const parsed = StoreSignUpBody.safeParse(sent);
  if (parsed.success) throw new Error('the test meant to send an invalid sign-up');
  const issues = issuesFromZod(parsed.error.issues).map((issue) => ({
    ...issue,
    path: ['body', ...issue.path],
  }));
  return new Response(JSON.stringify(apiErrorBody('VALIDATION_FAILED', {}, issues)), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchSpy = vi.fn(async (_url: string, init?: RequestInit) =>
  serverAnswerTo(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>),
);
beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

/** What a screen reader hears after a field's name: the texts its aria-describedby points at. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const SIGN_UP_FIELDS = [
  'account.firstName',
  'account.lastName',
  'account.email',
  'account.phone',
  'account.password',
  'account.confirmPassword',
] as const;

describe.each(LOCALES)('AuthForm sign-up (%s)', (locale: Locale) => {
  const required = errorMessage('REQUIRED', locale);

  it('shows every problem at once beside its field, in a summary, with the focus on the first', async () => {
    const user = userEvent.setup();
    const { t } = renderInLocale(<AuthForm initialMode="signup" />, locale, { path: '/login' });
    await user.click(screen.getByRole('button', { name: t('account.signupSubmit') }));

    const summary = await screen.findByRole('alert');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    for (const key of SIGN_UP_FIELDS) {
      const input = screen.getByLabelText(t(key));
      // An empty new password is told its minimum length, the rest that they are required.
      const reason = key === 'account.password' ? errorMessage('PASSWORD_TOO_SHORT', locale) : required;
      expect(input.getAttribute('aria-invalid'), key).toBe('true');
      expect(descriptionOf(input), key).toBe(reason);
      // The summary names the field and leads to it.
      const line = within(summary).getByRole('link', { name: `${t(key)}: ${reason}` });
      expect(line.getAttribute('href')).toBe(`#${input.id}`);
    }
    expect(summary.textContent).toContain(t('form.errorSummary', { count: SIGN_UP_FIELDS.length }));
    expect(document.activeElement).toBe(screen.getByLabelText(t('account.firstName')));
  });

  it('clears only the field typed into; a short password and a foreign number keep their own reasons', async () => {
    const user = userEvent.setup();
    const { t } = renderInLocale(<AuthForm initialMode="signup" />, locale, { path: '/login' });
    await user.type(screen.getByLabelText(t('account.phone')), '1234');
    await user.type(screen.getByLabelText(t('account.password')), 'short');
    await user.click(screen.getByRole('button', { name: t('account.signupSubmit') }));
    await screen.findByRole('alert');

    expect(descriptionOf(screen.getByLabelText(t('account.phone')))).toBe(
      errorMessage('PHONE_INVALID', locale),
    );
    expect(descriptionOf(screen.getByLabelText(t('account.password')))).toBe(
      errorMessage('PASSWORD_TOO_SHORT', locale),
    );
    const firstName = screen.getByLabelText(t('account.firstName'));
    await user.type(firstName, 'Mariam');
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText(t('account.lastName')).getAttribute('aria-invalid')).toBe('true');
    expect(
      within(screen.getByRole('alert')).queryByRole('link', {
        name: new RegExp(`^${t('account.firstName')}:`),
      }),
    ).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(t('form.errorSummary', { count: 5 }));
  });

  it('shows the fixed +974 before the phone, read left to right', () => {
    const { t } = renderInLocale(<AuthForm initialMode="signup" />, locale, { path: '/login' });
    const phone = screen.getByLabelText(t('account.phone'));
    const row = phone.parentElement!;
    expect(row.getAttribute('dir')).toBe('ltr');
    expect(row.firstElementChild?.textContent).toBe(QATAR_DIALING_CODE);
    expect(phone.getAttribute('type')).toBe('tel');
  });
});

describe.each(LOCALES)('AuthForm sign-in (%s)', (locale: Locale) => {
  it('says a refusal that names no field once, above the button, with no field marked', async () => {
    fetchSpy.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify(apiErrorBody('INVALID_CREDENTIALS')), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const user = userEvent.setup();
    const { t } = renderInLocale(<AuthForm />, locale, { path: '/login' });
    await user.type(screen.getByLabelText(t('account.email')), 'mariam@example.com');
    await user.type(screen.getByLabelText(t('account.password')), 'not-the-password');
    await user.click(screen.getByRole('button', { name: t('account.loginSubmit') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('INVALID_CREDENTIALS', locale));
    expect(screen.getByLabelText(t('account.email')).getAttribute('aria-invalid')).toBeNull();
  });
});
