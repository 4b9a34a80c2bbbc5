import { Banknote, PackageCheck, ShieldCheck, Truck } from '../../ui/icons.js';
import { FREE_SHIPPING_ABOVE, formatMoney } from '@matjar/core';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

export function TrustStrip() {
  const { locale } = useShellData();
  const t = useT();
  const items = [
    { icon: Truck, title: t('trust.delivery.title'), text: t('trust.delivery.text') },
    { icon: ShieldCheck, title: t('trust.warranty.title'), text: t('trust.warranty.text') },
    {
      icon: PackageCheck,
      title: t('trust.shipping.title'),
      text: t('trust.shipping.text', { amount: formatMoney(FREE_SHIPPING_ABOVE, locale) }),
    },
    { icon: Banknote, title: t('trust.payment.title'), text: t('trust.payment.text') },
  ];
  return (
    <section className="border-b border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-px bg-slate-100 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 bg-white px-4 py-5">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6 rtl:-scale-x-100" aria-hidden strokeWidth={1.75} />
            </span>
            <div>
              <p className="font-bold text-slate-900">{title}</p>
              <p className="mt-0.5 text-sm leading-6 text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
