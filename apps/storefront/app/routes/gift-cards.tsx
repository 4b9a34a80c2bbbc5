import { Clock, Gift, Mail, ShieldCheck, Sparkles } from '../ui/icons.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { ButtonLink } from '../ui/button-link.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import type { Route } from './+types/gift-cards';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'giftCards.meta.title'),
    description: t(locale, 'giftCards.meta.description'),
  }));
}

const CARD_TINTS = [
  'from-sky-500 to-indigo-600',
  'from-emerald-500 to-teal-600',
  'from-fuchsia-500 to-rose-600',
];

/** Storefront §2: the gift cards page is a coming-soon page for now. */
export default function GiftCards() {
  const { locale } = useShellData();
  const t = useT();
  const perks = [
    { icon: Mail, text: t('giftCards.perk.instant') },
    { icon: Sparkles, text: t('giftCards.perk.brands') },
    { icon: ShieldCheck, text: t('giftCards.perk.validity') },
  ];
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 to-slate-50" aria-hidden />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-800">
            <Clock className="size-4" aria-hidden />
            {t('giftCards.badge')}
          </p>
          <h1 className="mt-5 text-3xl leading-tight font-extrabold text-balance text-slate-900 sm:text-5xl">
            {t('giftCards.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-slate-600">{t('giftCards.text')}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-3">
            {perks.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="flex items-center gap-3 rounded-2xl bg-white p-3 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-200"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={localizePath('/products', locale)}>{t('giftCards.cta')}</ButtonLink>
            <ButtonLink to={localizePath('/contact', locale)} variant="secondary">
              {t('giftCards.contact')}
            </ButtonLink>
          </div>
        </div>
        <div className="relative mx-auto h-64 w-full max-w-sm sm:h-80" aria-hidden>
          {CARD_TINTS.map((tint, index) => (
            <div
              key={tint}
              className={`absolute inset-x-6 h-44 rounded-3xl bg-gradient-to-br ${tint} p-5 text-white shadow-2xl ring-1 ring-white/20 sm:h-52`}
              style={{ top: `${index * 2.5}rem`, transform: `rotate(${(index - 1) * 6}deg)` }}
            >
              <Gift className="size-8" strokeWidth={1.5} />
              <div className="mt-10 h-3 w-2/3 rounded-full bg-white/40" />
              <div className="mt-3 h-3 w-1/3 rounded-full bg-white/30" />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
