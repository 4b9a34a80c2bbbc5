import { Mail, MapPin, MessageCircle, Smartphone } from '../icons.js';
import { Link } from 'react-router';
import { TRUST_PAGE_SLUGS, defaultTrustPage, formatQatarPhone, qatarPhoneHref } from '@matjar/core';
import { localizePath } from '../../i18n/locale.js';
import { socialUrl, whatsappUrl } from '../../lib/social-links.js';
import { NAV_ITEMS } from '../header/nav-items.js';
import { FacebookIcon, InstagramIcon } from './brand-icons.js';
import { CommercialRegistration } from './commercial-registration.js';
import { useShellData, useT } from './shell-data.js';

export function SiteFooter() {
  const { locale, settings, year } = useShellData();
  const t = useT();
  const { contact } = settings;
  const socials = [
    { href: whatsappUrl(contact.whatsapp), label: t('social.whatsapp'), icon: MessageCircle },
    { href: socialUrl(contact.facebook, 'facebook'), label: t('social.facebook'), icon: FacebookIcon },
    { href: socialUrl(contact.instagram, 'instagram'), label: t('social.instagram'), icon: InstagramIcon },
  ].filter((link): link is typeof link & { href: string } => link.href !== null);

  return (
    <footer className="mt-16 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          {/* The paragraph follows the page's direction, so the logo lines up with its column in Arabic too;
              only the mark inside keeps its fixed left-to-right order. */}
          <p className="text-2xl font-extrabold text-white">
            <bdi dir="ltr">
              Matjar <span className="text-brand-400">|</span> <span lang="ar">متجر</span>
            </bdi>
          </p>
          <p className="mt-3 max-w-md text-sm leading-7 text-slate-400">{t('footer.about')}</p>
          <p className="mt-2 text-sm font-semibold text-brand-300">{t('shop.promise')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-bold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <Link to={localizePath(item.path, locale)} className="hover:text-white">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-sm font-bold text-white">{t('footer.shopPages')}</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {TRUST_PAGE_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={localizePath(`/pages/${slug}`, locale)} className="hover:text-white">
                  {defaultTrustPage(slug, locale).title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold text-white">{t('footer.contactUs')}</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            {/* Staff may clear a contact field in the back office: it is then left out, not shown empty. */}
            {contact.email && (
              <li className="flex items-center gap-2">
                <Mail className="size-4 shrink-0 text-brand-400" aria-hidden />
                <span className="sr-only">{t('footer.email')}: </span>
                <a href={`mailto:${contact.email}`} className="hover:text-white" dir="ltr">
                  {contact.email}
                </a>
              </li>
            )}
            {/* The shop's number (its WhatsApp line) as people read it: +974 5000 1234, left to right. */}
            {contact.whatsapp && (
              <li className="flex items-center gap-2">
                <Smartphone className="size-4 shrink-0 text-brand-400" aria-hidden />
                <span className="sr-only">{t('footer.phone')}: </span>
                <a
                  href={qatarPhoneHref(contact.whatsapp) ?? undefined}
                  className="hover:text-white"
                  dir="ltr"
                >
                  {formatQatarPhone(contact.whatsapp)}
                </a>
              </li>
            )}
            {contact.whatsapp && whatsappUrl(contact.whatsapp) && (
              <li className="flex items-center gap-2">
                <MessageCircle className="size-4 shrink-0 text-brand-400" aria-hidden />
                <span className="sr-only">{t('social.whatsapp')}: </span>
                <a
                  href={whatsappUrl(contact.whatsapp)!}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white"
                  dir="ltr"
                >
                  {formatQatarPhone(contact.whatsapp)}
                </a>
              </li>
            )}
            <li className="flex items-center gap-2" data-keep-clear>
              <MapPin className="size-4 shrink-0 text-brand-400" aria-hidden />
              <span className="sr-only">{t('footer.location')}: </span>
              <span>{locale === 'ar' ? contact.location_ar : contact.location_en}</span>
            </li>
          </ul>
          <h2 className="mt-6 text-sm font-bold text-white">{t('footer.followUs')}</h2>
          <ul className="mt-3 flex gap-2">
            {socials.map(({ href, label, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  title={label}
                  className="grid size-10 place-items-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white"
                >
                  <Icon className="size-5" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        {/* pb-36: room at the page's end for the floating buttons, so nothing stays under them. */}
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-1 px-4 pt-5 pb-36 text-center text-xs text-slate-400">
          <p>{t('footer.copyright', { year: String(year) })}</p>
          <CommercialRegistration number={settings.commercialRegistration} />
        </div>
      </div>
    </footer>
  );
}
