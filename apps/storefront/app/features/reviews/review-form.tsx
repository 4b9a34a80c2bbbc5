import { DEFAULT_RATING, errorMessage, RATING_MAX, REVIEW_COMMENT_MAX } from '@matjar/core';
import { Star } from '../../ui/icons.js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { Button } from '../../ui/button.js';
import { TextField } from '../../ui/field.js';
import { FormErrorSummary, useFormErrors } from '../../ui/form-errors.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { REVIEW_INTENT, type ReviewActionData } from './review-action.js';

/**
 * Name and comment required, rating 1–5 preset to 5 (storefront §5). Posted to the page's action, which stores
 * it on the server (D9); the page shows the returned review at once, or thanks the shopper and says it will
 * appear after approval when the server held it (a link or a long comment).
 */
export function ReviewForm({ fetcher }: { fetcher: FetcherWithComponents<ReviewActionData> }) {
  const { locale } = useShellData();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const messageId = useId();
  // Name and comment are checked here before sending, both at once, each beside its field.
  const errors = useFormErrors();
  const missing = errors.summary.length > 0;
  const [rating, setRating] = useState(DEFAULT_RATING);
  const sending = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  function checkRequired(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const blank = ['name', 'comment'].filter((name) => !String(form.get(name) ?? '').trim());
    if (blank.length === 0) {
      errors.clear();
      return;
    }
    event.preventDefault();
    const required = errorMessage('REQUIRED', locale);
    errors.show(event.currentTarget, Object.fromEntries(blank.map((name) => [name, required])));
  }

  const message = missing
    ? null
    : result?.ok === false
      ? {
          tone: 'error',
          text: t(
            result.reason === 'invalid'
              ? 'reviews.form.required'
              : result.reason === 'limited'
                ? 'reviews.form.limited'
                : 'reviews.form.failed',
          ),
        }
      : result?.ok
        ? {
            tone: 'success',
            text: t(result.review.status === 'pending' ? 'reviews.form.pending' : 'reviews.form.thanks'),
          }
        : null;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={checkRequired}
      onInput={errors.onInput}
      onReset={() => setRating(DEFAULT_RATING)}
      aria-describedby={message ? messageId : undefined}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3 className="text-lg font-bold text-slate-900">{t('reviews.form.title')}</h3>
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <fieldset>
        <legend className="mb-1 text-sm font-bold text-slate-700">{t('reviews.form.rating')}</legend>
        <div className="flex gap-1">
          {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((value) => (
            <label
              key={value}
              className="relative block rounded-md p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                // Invisible but covering its star, so a tap on the star is a tap on the radio.
                className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">{t('reviews.stars', { rating: value })}</span>
              <Star
                aria-hidden
                className={`size-7 ${value <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300'}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('reviews.form.name')}
        name="name"
        required
        maxLength={100}
        autoComplete="name"
        error={errors.fields.name}
      />
      <TextField
        label={t('reviews.form.comment')}
        name="comment"
        required
        maxLength={REVIEW_COMMENT_MAX}
        multiline
        rows={4}
        error={errors.fields.comment}
      />
      <FormErrorSummary summary={errors.summary} formError={null} />
      {message && (
        <p
          id={messageId}
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-xl px-3 py-2 text-sm font-semibold ${
            message.tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-700'
          }`}
        >
          {message.text}
        </p>
      )}
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? t('reviews.form.sending') : t('reviews.form.submit')}
      </Button>
    </fetcher.Form>
  );
}
