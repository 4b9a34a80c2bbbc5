import { ArrowRight, Camera, Gift, Headphones, Laptop, Smartphone } from '../../ui/icons.js';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

const FLOATING_DEVICES = [
  { icon: Smartphone, className: 'start-[8%] top-[10%] size-24 -rotate-6' },
  { icon: Laptop, className: 'end-[6%] top-[18%] size-28 rotate-3' },
  { icon: Headphones, className: 'start-[30%] top-[46%] size-24 rotate-6' },
  { icon: Camera, className: 'start-[4%] bottom-[6%] size-20 rotate-3' },
  { icon: Gift, className: 'end-[12%] bottom-[8%] size-20 -rotate-6' },
];

export function HomeHero() {
  const { locale } = useShellData();
  const t = useT();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
      <div
        className="pointer-events-none absolute -top-24 -end-24 size-96 rounded-full bg-white/10 blur-3xl"
        aria-hidden
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-wide ring-1 ring-white/25 sm:text-sm">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold text-balance sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-brand-50/90">{t('home.hero.text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={localizePath('/products', locale)}
              className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-bold text-brand-800 shadow-lg hover:bg-brand-50"
            >
              {t('home.hero.shop')}
              <ArrowRight className="size-5 rtl:rotate-180" aria-hidden />
            </Link>
            <Link
              to={localizePath('/gift-cards', locale)}
              className="inline-flex items-center gap-2 rounded-full px-6 py-3 font-bold text-white ring-1 ring-white/40 hover:bg-white/10"
            >
              <Gift className="size-5" aria-hidden />
              {t('home.hero.giftCards')}
            </Link>
          </div>
        </div>
        <div className="relative hidden h-80 lg:block" aria-hidden>
          {FLOATING_DEVICES.map(({ icon: Icon, className }) => (
            <span
              key={className}
              className={`absolute grid place-items-center rounded-3xl bg-white/10 shadow-2xl ring-1 ring-white/20 backdrop-blur ${className}`}
            >
              <Icon className="size-1/2" strokeWidth={1.5} />
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
