import { CircleX } from '../../ui/icons.js';
import { localizePath } from '../../i18n/locale.js';
import { ButtonLink } from '../../ui/button-link.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import type { MessageKey } from '../../i18n/t.js';
import { OrderDetails } from './order-details.js';
import { ResultActions, ResultPanel } from './result-panel.js';
import { useOrderDetails } from './use-order-verification.js';

const REASONS: MessageKey[] = [
  'checkout.failed.reason.balance',
  'checkout.failed.reason.details',
  'checkout.failed.reason.expired',
  'checkout.failed.reason.bank',
  'checkout.failed.reason.limit',
];

/** /checkout/failed (storefront §2): what may have gone wrong, the order, and the ways to try again. */
export function PaymentFailed() {
  const { locale } = useShellData();
  const t = useT();
  const order = useOrderDetails(locale);
  return (
    <ResultPanel
      icon={CircleX}
      tone="danger"
      title={t('checkout.failed.title')}
      text={t('checkout.failed.text')}
    >
      <section className="w-full rounded-2xl bg-white p-5 text-start shadow-sm ring-1 ring-slate-200">
        <h2 className="font-extrabold text-slate-900">{t('checkout.failed.reasons')}</h2>
        <ul className="mt-3 list-disc space-y-1.5 ps-5 text-slate-700">
          {REASONS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <OrderDetails order={order} />
      <ResultActions>
        {/* D23: back to checkout, the contact and address kept on this device (checkout-details-storage). */}
        <ButtonLink to={localizePath('/checkout/payment', locale)}>
          {t('checkout.failed.tryAgain')}
        </ButtonLink>
        <ButtonLink to={localizePath('/checkout/payment', locale)} variant="secondary">
          {t('checkout.failed.otherMethod')}
        </ButtonLink>
        <ButtonLink to={localizePath('/', locale)} variant="secondary">
          {t('checkout.home')}
        </ButtonLink>
        <ButtonLink to={localizePath('/support', locale)} variant="secondary">
          {t('checkout.support')}
        </ButtonLink>
      </ResultActions>
    </ResultPanel>
  );
}
