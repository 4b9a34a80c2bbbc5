import type { AdminOrderDetail } from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { contactLinks } from '../../../lib/contact-links';
import { ContactButtons } from '../../../ui/contact-buttons';
import { DetailList, OrderSection } from './order-section';

/** Who ordered, with one-tap WhatsApp and call links to the number they gave. */
export function CustomerSection({ order }: { order: AdminOrderDetail }) {
  const { t } = useI18n();
  const links = contactLinks(order.customer_phone);
  const name = order.customer_name;
  return (
    <OrderSection id="order-customer" title={t('orderPage.customer.title')}>
      <DetailList
        rows={[
          {
            label: t('orderPage.customer.name'),
            value: (
              <>
                <bdi>{name}</bdi>
                <span className="ms-2 rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-normal text-zinc-700">
                  {t(order.customer ? 'orderPage.customer.account' : 'orderPage.customer.guest')}
                </span>
              </>
            ),
          },
          {
            label: t('orderPage.customer.email'),
            value: (
              <a
                href={`mailto:${order.customer_email}`}
                dir="ltr"
                className="break-all text-brand-700 underline-offset-2 hover:underline"
              >
                {order.customer_email}
              </a>
            ),
          },
          {
            label: t('orderPage.customer.phone'),
            value: links ? (
              <bdi dir="ltr" className="tabular-nums">
                {links.display}
              </bdi>
            ) : (
              <span className="font-normal text-zinc-600">{t('orderPage.customer.noPhone')}</span>
            ),
          },
        ]}
      />
      {links && <ContactButtons links={links} name={name} />}
    </OrderSection>
  );
}
