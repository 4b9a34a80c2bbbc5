import { CONTACT_SUCCESS_MS, QATAR_DIALING_CODE } from '@matjar/core';
import { CircleCheck, Send } from '../../ui/icons.js';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../ui/button.js';
import { TextField } from '../../ui/field.js';
import { FormErrorSummary, type SummaryEntry } from '../../ui/form-errors.js';
import type { MessageKey } from '../../i18n/t.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import {
  CONTACT_FIELDS,
  type ContactActionResult,
  type ContactField,
  type FieldError,
} from './contact-form-state.js';

const LABELS: Record<ContactField, MessageKey> = {
  name: 'contact.name',
  email: 'contact.email',
  phone: 'contact.phone',
  subject: 'contact.subject',
  message: 'contact.message',
};

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
    // Every field but the phone is needed; the phone says so in its label instead.
    'aria-required': name === 'phone' ? undefined : true,
  });
  const formError =
    failed && Object.keys(failed.fieldErrors).length === 0
      ? (message(failed.formError ?? undefined) ?? t('contact.failed'))
      : null;
  // Every problem at once (the action checks the whole form): beside each field and listed above the button.
  const summary: SummaryEntry[] = CONTACT_FIELDS.flatMap((name) => {
    const text = message(failed?.fieldErrors[name]);
    return text ? [{ controlId: `${id}-${name}`, label: t(LABELS[name]), message: text }] : [];
  });
  const formRef = useRef<HTMLFormElement>(null);
  // A refused form puts the focus on its first field to fix, as the account forms do.
  useEffect(() => {
    if (!failed) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);

  return (
    <Form ref={formRef} method="post" noValidate key={sentAt ?? 'form'} className="grid gap-4 sm:grid-cols-2">
      {showSuccess && (
        <p
          role="status"
          className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-800 ring-1 ring-emerald-200 sm:col-span-2"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          {t('contact.success')}
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
        note={t('contact.optional')}
        {...field('phone')}
        type="tel"
        inputMode="tel"
        prefix={QATAR_DIALING_CODE}
        autoComplete="tel-national"
        maxLength={40}
        dir="ltr"
      />
      <TextField label={t('contact.subject')} {...field('subject')} maxLength={200} />
      <TextField
        label={t('contact.message')}
        {...field('message')}
        multiline
        rows={6}
        maxLength={5000}
        className="sm:col-span-2"
      />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <FormErrorSummary summary={summary} formError={formError} />
        <Button type="submit" size="lg" disabled={sending} className="self-start">
          <Send className="size-4 rtl:-scale-x-100" aria-hidden />
          {sending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </Form>
  );
}
