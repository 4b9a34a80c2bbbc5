import { useRef, useState, type FocusEvent } from 'react';
import { useI18n } from '../../i18n/language-context';
import type { MessageKey } from '../../i18n/ar';
import { Field, inputClass } from '../../ui/field';
import { useFocusFirstInvalid } from '../../ui/first-invalid';
import { formMessage } from '../../ui/form-message';
import { useSaveSiteSetting } from './api/site-settings';
import {
  CONTACT_FIELDS,
  cleanWhatsAppNumber,
  contactDraftIssues,
  contactDraftOf,
  footerContactOf,
  sameContact,
  whatsappProblem,
  type ContactDraft,
  type ContactField,
} from './contact-form';
import { FooterContactPreview } from './footer-preview';
import { PreviewFrame } from './preview-frame';
import {
  SettingsForm,
  SettingsSection,
  useReportDirty,
  useSaveToasts,
  type SettingsTabProps,
} from './tab-parts';

const FIELDS: Record<
  ContactField,
  { label: MessageKey; hint?: MessageKey; type: 'email' | 'tel' | 'text' | 'url'; dir?: 'ltr' }
> = {
  email: { label: 'settings.contact.email', type: 'email', dir: 'ltr' },
  whatsapp: {
    label: 'settings.contact.whatsapp',
    hint: 'settings.contact.whatsappHint',
    type: 'tel',
    dir: 'ltr',
  },
  location_ar: { label: 'settings.contact.locationAr', type: 'text' },
  location_en: { label: 'settings.contact.locationEn', type: 'text' },
  facebook: {
    label: 'settings.contact.facebook',
    hint: 'settings.contact.linkHint',
    type: 'url',
    dir: 'ltr',
  },
  instagram: {
    label: 'settings.contact.instagram',
    hint: 'settings.contact.linkHint',
    type: 'url',
    dir: 'ltr',
  },
};

const WHATSAPP_PROBLEMS: Record<NonNullable<ReturnType<typeof whatsappProblem>>, MessageKey> = {
  plus: 'settings.contact.whatsappPlus',
  notDigits: 'settings.contact.whatsappDigits',
  length: 'settings.contact.whatsappLength',
};

/**
 * Back-office §2 contact tab: e-mail, WhatsApp (digits, no plus), both locations and the two social links,
 * checked by core's schema as typed, with the storefront's footer drawn in Arabic and in English.
 */
export function ContactTab({ settings, canEdit, onDirtyChange }: SettingsTabProps) {
  const { t, language } = useI18n();
  const save = useSaveSiteSetting();
  const toasts = useSaveToasts();
  const saved = contactDraftOf(settings.contact);
  const [draft, setDraft] = useState<ContactDraft>(saved);
  // A field's mistake shows once the person has left it (or tried to save), not at the first keystroke;
  // the WhatsApp number's plus sign and letters are named at once, being the common slip.
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  // How many refused saves so far: each one moves focus to the first field to correct.
  const [attempts, setAttempts] = useState(0);
  const fields = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(fields, attempts);
  const dirty = !sameContact(draft, saved);
  useReportDirty(dirty, onDirtyChange);
  const issues = contactDraftIssues(draft);
  const invalid = Object.keys(issues).length > 0;

  const errorOf = (field: ContactField): string | undefined => {
    if (field === 'whatsapp') {
      const problem = whatsappProblem(draft.whatsapp);
      if (problem && (problem !== 'length' || touched.whatsapp)) return t(WHATSAPP_PROBLEMS[problem]);
    }
    return touched[field] ? formMessage(issues[field], language) : undefined;
  };

  const leave = (field: ContactField) => (event: FocusEvent<HTMLInputElement>) => {
    if (field === 'whatsapp') {
      const cleaned = cleanWhatsAppNumber(event.target.value);
      if (cleaned !== draft.whatsapp) setDraft((current) => ({ ...current, whatsapp: cleaned }));
    }
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = async () => {
    if (invalid) {
      setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])));
      setAttempts((count) => count + 1);
      return;
    }
    try {
      const next = await save.mutateAsync({ key: 'contact_settings', value: draft });
      setDraft(contactDraftOf(next.contact));
      setTouched({});
      setAttempts(0);
      toasts.saved('settings.contact.saved');
    } catch (error) {
      toasts.failed(error);
    }
  };

  const footer = footerContactOf(draft);
  return (
    <SettingsForm dirty={dirty} saving={save.isPending} canEdit={canEdit} onSave={submit}>
      <SettingsSection title={t('settings.contact.title')} body={t('settings.contact.body')}>
        <div ref={fields} className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map((field) => {
            const { label, hint, type, dir } = FIELDS[field];
            return (
              <Field key={field} label={t(label)} hint={hint && t(hint)} error={errorOf(field)}>
                {(control) => (
                  <input
                    {...control}
                    type={type}
                    dir={dir ?? 'auto'}
                    inputMode={field === 'whatsapp' ? 'numeric' : undefined}
                    autoComplete="off"
                    value={draft[field]}
                    disabled={!canEdit}
                    onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
                    onBlur={leave(field)}
                    className={inputClass(Boolean(errorOf(field)))}
                  />
                )}
              </Field>
            );
          })}
        </div>
        <p className="text-xs text-zinc-600">{t('settings.contact.blankHint')}</p>
        {/* Saving with a mistake reveals every mistake; this line says why nothing was sent. */}
        {invalid && attempts > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('settings.contact.fixErrors')}
          </p>
        )}
        <PreviewFrame caption={t('settings.preview.footer')}>
          <div className="grid lg:grid-cols-2">
            <FooterContactPreview contact={footer} language="ar" />
            <FooterContactPreview contact={footer} language="en" />
          </div>
        </PreviewFrame>
      </SettingsSection>
    </SettingsForm>
  );
}
