import { OPENING_HOURS } from '@matjar/core';
import { ChevronDown, Clock, MessageCircle } from '../ui/icons.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { supportFaq } from '../features/support/faq.js';
import { localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { ButtonLink } from '../ui/button-link.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import { PageHeading } from '../ui/page-heading.js';
import type { Route } from './+types/support';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'support.meta.title'),
    description: t(locale, 'support.meta.description'),
  }));
}

/** Help centre: the FAQ and opening hours of storefront §9. <details> needs no script to open. */
export default function Support() {
  const { locale, settings } = useShellData();
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <PageHeading title={t('support.title')} text={t('support.intro')} />
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className="text-xl font-extrabold text-slate-900">
            {t('support.faq.title')}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {supportFaq(locale, settings.returnPolicy).map((entry, index) => (
              <details key={entry.id} className="group" open={index === 0}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-bold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-slate-400 transition group-open:rotate-180"
                    aria-hidden
                  />
                </summary>
                <p className="px-5 pb-5 leading-7 text-slate-600">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
        <aside className="flex flex-col gap-4">
          <section
            aria-labelledby="hours-title"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="hours-title" className="flex items-center gap-2 text-lg font-extrabold text-slate-900">
              <Clock className="size-5 text-brand-700" aria-hidden />
              {t('support.hours.title')}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              {OPENING_HOURS.map((row) => (
                <div key={row.days.en} className="flex justify-between gap-3">
                  <dt className="font-semibold text-slate-700">{row.days[locale]}</dt>
                  <dd className="text-slate-600 tabular-nums" dir="ltr">
                    {row.opens}–{row.closes}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-slate-500">{t('support.hours.note')}</p>
          </section>
          <section className="rounded-2xl bg-brand-700 p-5 text-white shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-extrabold">
              <MessageCircle className="size-5" aria-hidden />
              {t('support.contact.title')}
            </h2>
            <p className="mt-2 text-sm text-white/85">{t('support.contact.text')}</p>
            <div className="mt-4">
              <ButtonLink to={localizePath('/contact', locale)} variant="secondary">
                {t('support.contact.cta')}
              </ButtonLink>
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}
