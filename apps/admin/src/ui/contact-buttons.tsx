import { MessageCircle, Phone } from 'lucide-react';
import { useI18n } from '../i18n/language-context';
import type { ContactLinks } from '../lib/contact-links';
import { buttonClasses } from './button';

interface ContactButtonsProps {
  /** From contactLinks(phone); the caller shows "no phone" itself when it is null. */
  links: ContactLinks;
  /** Whom they reach: each link's name says it ("Call Sara"), starting with its visible word. */
  name: string;
}

/** One-tap WhatsApp and call links to a customer's number, as small secondary buttons. */
export function ContactButtons({ links, name }: ContactButtonsProps) {
  const { t } = useI18n();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <a
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('kit.contact.whatsappNamed', { name })}
        className={buttonClasses('secondary', 'sm')}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('kit.contact.whatsapp')}
      </a>
      <a
        href={links.tel}
        aria-label={t('kit.contact.callNamed', { name })}
        className={buttonClasses('secondary', 'sm')}
      >
        <Phone aria-hidden="true" className="size-4" />
        {t('kit.contact.call')}
      </a>
    </div>
  );
}
