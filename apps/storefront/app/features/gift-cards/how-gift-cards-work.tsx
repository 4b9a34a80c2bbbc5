import { Clock, CreditCard, Mail, ShoppingCart } from '../../ui/icons.js';
import { useT } from '../../ui/layout/shell-data.js';

/** The four steps of buying a digital card: choose, pay by card (no cash), code by e-mail, one year to use it. */
export function HowGiftCardsWork() {
  const t = useT();
  const steps = [
    { icon: ShoppingCart, text: t('giftCards.how.choose') },
    { icon: CreditCard, text: t('giftCards.how.pay') },
    { icon: Mail, text: t('giftCards.how.email') },
    { icon: Clock, text: t('giftCards.how.validity') },
  ];
  return (
    <section
      aria-labelledby="gift-how-title"
      className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="gift-how-title" className="text-xl font-extrabold text-slate-900">
        {t('giftCards.how.title')}
      </h2>
      <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-sm leading-7 text-slate-700">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
