import { formatQatarPhone, qatarPhoneHref } from '@matjar/core';
import { Mail, MapPin, MessageCircle, Smartphone } from '../ui/icons.js';
import { CommercialRegistration } from '../ui/layout/commercial-registration.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { handleContact } from '../features/contact/contact-action.server.js';
import { ContactForm } from '../features/contact/contact-form.js';
import type { ContactActionResult } from '../features/contact/contact-form-state.js';
import { localeFromPathname } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { whatsappUrl } from '../lib/social-links.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import { PageHeading } from '../ui/page-heading.js';
import type { Route } from './+types/contact';

export async function action({ request, context }: Route.ActionArgs): Promise<ContactActionResult> {
  return handleContact(await request.formData(), context, localeFromPathname(new URL(request.url).pathname));
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'contact.meta.title'),
    description: t(locale, 'contact.meta.description'),
  }));
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { locale, settings } = useShellData();
  const t = useT();
  const { contact } = settings;
  const whatsapp = whatsappUrl(contact.whatsapp);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <PageHeading title={t('contact.title')} text={t('contact.intro')} />
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ContactForm result={actionData} />
        </div>
        <aside className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-extrabold text-slate-900">{t('contact.details')}</h2>
          <ul className="mt-4 space-y-4 text-sm">
            {contact.email && (
              <li className="flex items-start gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <a
                  href={`mailto:${contact.email}`}
                  className="font-semibold break-all text-slate-700 hover:text-brand-700"
                  dir="ltr"
                >
                  {contact.email}
                </a>
              </li>
            )}
            {/* The shop's number as the footer writes it (+974 5000 1234), to call and to chat on WhatsApp. */}
            {contact.whatsapp && (
              <li className="flex items-start gap-3">
                <Smartphone className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <span className="sr-only">{t('footer.phone')}: </span>
                <a
                  href={qatarPhoneHref(contact.whatsapp) ?? undefined}
                  className="font-semibold text-slate-700 hover:text-brand-700"
                  dir="ltr"
                >
                  {formatQatarPhone(contact.whatsapp)}
                </a>
              </li>
            )}
            {whatsapp && (
              <li className="flex items-start gap-3">
                <MessageCircle className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <span className="sr-only">{t('social.whatsapp')}: </span>
                <a
                  href={whatsapp}
                  rel="noopener"
                  className="font-semibold text-slate-700 hover:text-brand-700"
                  dir="ltr"
                >
                  {formatQatarPhone(contact.whatsapp)}
                </a>
              </li>
            )}
            <li className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              <span className="text-slate-700">
                {locale === 'ar' ? contact.location_ar : contact.location_en}
              </span>
            </li>
          </ul>
          <CommercialRegistration
            number={settings.commercialRegistration}
            className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600"
          />
        </aside>
      </div>
    </div>
  );
}
