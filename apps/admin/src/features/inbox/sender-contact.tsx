import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { AdminContactMessageDetail } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { contactLinks } from '../../lib/contact-links';

const linkClass =
  'inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

/** How to reach the sender: e-mail, and WhatsApp and a call when they gave a phone number. */
export function SenderContact({ message }: { message: AdminContactMessageDetail }) {
  const { t } = useI18n();
  const phone = contactLinks(message.phone);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      <li>
        <a href={`mailto:${message.email}`} className={linkClass}>
          <Mail aria-hidden="true" className="size-4" />
          <span dir="ltr">{message.email}</span>
        </a>
      </li>
      {phone && (
        <>
          <li>
            <a href={phone.whatsapp} target="_blank" rel="noreferrer" className={linkClass}>
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('inbox.whatsapp')}
            </a>
          </li>
          <li>
            <a href={phone.tel} className={linkClass} aria-label={t('inbox.call', { phone: phone.display })}>
              <Phone aria-hidden="true" className="size-4" />
              <span dir="ltr">{phone.display}</span>
            </a>
          </li>
        </>
      )}
    </ul>
  );
}
