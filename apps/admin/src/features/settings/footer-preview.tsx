import type { ContactSettings } from '@matjar/core';
import { Globe, Mail, MapPin, MessageCircle } from 'lucide-react';
import type { MessageKey } from '../../i18n/ar';
import { translate, type Language } from '../../i18n/translate';

/**
 * The contact column of the storefront footer in one language, whatever the back office's language: the
 * owner checks the Arabic and the English footer side by side. Colours follow the storefront's dark footer;
 * like it, a blank field is left out.
 */
export function FooterContactPreview({
  contact,
  language,
}: {
  contact: ContactSettings;
  language: Language;
}) {
  const say = (key: MessageKey) => translate(language, key);
  const location = language === 'ar' ? contact.location_ar : contact.location_en;
  const links = [
    {
      icon: MessageCircle,
      label: say('settings.preview.whatsapp'),
      value: contact.whatsapp,
      testId: 'whatsapp',
    },
    { icon: Globe, label: say('settings.preview.facebook'), value: contact.facebook, testId: 'facebook' },
    { icon: Globe, label: say('settings.preview.instagram'), value: contact.instagram, testId: 'instagram' },
  ];
  return (
    <div
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      data-testid={`footer-preview-${language}`}
      className="h-full bg-slate-950 p-5 text-sm text-slate-300"
    >
      <p className="font-bold text-white">{say('settings.preview.contactUs')}</p>
      <ul className="mt-3 grid gap-2">
        {contact.email && (
          <li className="flex items-center gap-2">
            <Mail className="size-4 shrink-0 text-slate-400" />
            <span dir="ltr" className="break-all">
              {contact.email}
            </span>
          </li>
        )}
        {location && (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-slate-400" />
            <span>{location}</span>
          </li>
        )}
      </ul>
      <p className="mt-4 font-bold text-white">{say('settings.preview.followUs')}</p>
      <ul className="mt-3 grid gap-2">
        {links
          .filter((link) => link.value !== '')
          .map(({ icon: Icon, label, value, testId }) => (
            <li key={testId} className="flex min-w-0 items-center gap-2">
              <Icon className="size-4 shrink-0 text-slate-400" />
              <span className="shrink-0 text-white">{label}</span>
              <span dir="ltr" data-testid={`footer-preview-${testId}`} className="min-w-0 truncate">
                {value}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
