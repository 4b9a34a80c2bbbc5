import { CONTACT_SUCCESS_MS } from '@matjar/core';
import { CircleCheck, Send } from '../../ui/icons.js';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import type { ContactActionResult, ContactField, FieldError } from './contact-form-state.js';

/**
 * The contact form (storefront §5): posts to the page's own action; on success the form is cleared (a new
 * key remounts it) and the thank-you message shows for 5 seconds.
 */
export function ContactForm({ result }: { result: ContactActionResult | undefined }) {
  const { locale } = useShellData();
  const t = useT();
  const id = useId();
  const sending = useNavigation().state === 'submitting';
  const sentAt = result?.ok ? result.sentAt : null;
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);
  useEffect(() => {
    if (sentAt === null) return;
    const timer = window.setTimeout(() => setHiddenAt(sentAt), CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [sentAt]);
  const showSuccess = sentAt !== null && hiddenAt !== sentAt;
  const failed = result && !result.ok ? result : null;
  const message = (error: FieldError | undefined) =>
    error ? (locale === 'ar' ? error.messageAr : error.message) : undefined;
  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: failed?.values[name] ?? '',
    error: message(failed?.fieldErrors[name]),
  });
  const formError =
    failed && Object.keys(failed.fieldErrors).length === 0
      ? (message(failed.formError ?? undefined) ?? t('contact.failed'))
      : null;

  return (
    <Form method="post" noValidate key={sentAt ?? 'form'} className="grid gap-4 sm:grid-cols-2">
      {showSuccess && (
        <p
          role="status"
          className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-800 ring-1 ring-emerald-200 sm:col-span-2"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          {t('contact.success')}
        </p>
      )}
      {formError && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-4 font-semibold text-red-700 ring-1 ring-red-200 sm:col-span-2"
        >
          {formError}
        </p>
      )}
      <TextField label={t('contact.name')} {...field('name')} autoComplete="name" maxLength={100} />
      <TextField
        label={t('contact.email')}
        {...field('email')}
        type="email"
        autoComplete="email"
        maxLength={200}
        dir="ltr"
      />
      <TextField
        label={t('contact.phone')}
        hint={t('contact.optional')}
        {...field('phone')}
        type="tel"
        autoComplete="tel"
        maxLength={40}
        dir="ltr"
        optional
      />
      <TextField label={t('contact.subject')} {...field('subject')} maxLength={200} />
      <TextField label={t('contact.message')} {...field('message')} multiline maxLength={5000} wide />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
        >
          <Send className="size-4 rtl:-scale-x-100" aria-hidden />
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </div>
    </Form>
  );
}

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  error?: string;
  type?: string;
  autoComplete?: string;
  maxLength: number;
  dir?: 'ltr';
  multiline?: boolean;
  optional?: boolean;
  wide?: boolean;
}

function TextField({
  id,
  label,
  hint,
  error,
  multiline,
  optional,
  wide,
  ...input
}: TextFieldProps): ReactNode {
  const errorId = `${id}-error`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': optional ? undefined : true,
    className: `w-full rounded-xl border bg-white px-4 py-3 text-slate-900 focus:ring-2 focus:outline-none ${error ? 'border-red-400 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'} ${input.dir === 'ltr' ? 'text-start' : ''}`,
  };
  return (
    <div className={`flex flex-col gap-1.5 ${wide ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
        {hint && <span className="ms-1 font-normal text-slate-500">({hint})</span>}
      </label>
      {multiline ? (
        <textarea
          {...common}
          name={input.name}
          defaultValue={input.defaultValue}
          maxLength={input.maxLength}
          rows={6}
        />
      ) : (
        <input {...common} {...input} type={input.type ?? 'text'} />
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
