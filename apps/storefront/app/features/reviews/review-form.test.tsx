import { errorMessage, type Locale } from '@matjar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFetcher } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import type { ReviewActionData } from './review-action.js';
import { ReviewForm } from './review-form.js';

function ReviewFormOnAPage() {
  const fetcher = useFetcher<ReviewActionData>();
  return <ReviewForm fetcher={fetcher} />;
}

// The form checks its two required fields itself: an incomplete review never leaves the page.
const fetchSpy = vi.fn(() => Promise.reject(new Error('component tests have no network')));
beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe.each(LOCALES)('ReviewForm (%s)', (locale: Locale) => {
  it('marks the name and the comment together, lists both, and sends nothing', async () => {
    const user = userEvent.setup();
    const { t } = renderInLocale(<ReviewFormOnAPage />, locale, { path: '/product/1' });
    await user.click(screen.getByRole('button', { name: t('reviews.form.submit') }));

    const required = errorMessage('REQUIRED', locale);
    const name = screen.getByLabelText(t('reviews.form.name'));
    const comment = screen.getByLabelText(t('reviews.form.comment'));
    for (const control of [name, comment]) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        required,
      );
    }
    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    expect(document.activeElement).toBe(name);
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(comment, 'Works well');
    expect(comment.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);
  });
});
