import type { AdminOrderDetail } from '@matjar/core';
import { EyeOff } from 'lucide-react';
import { useI18n } from '../../../i18n/language-context';
import { contactLinks } from '../../../lib/contact-links';
import { ContactButtons } from '../../../ui/contact-buttons';
import { DetailList, OrderSection } from './order-section';
import { ShopperText } from '../../../ui/shopper-text';
import { CustomerKindBadge } from '../../../ui/customer-kind-badge';

/**
 * Who ordered, with one-tap WhatsApp and call links to the number they gave. A role that does not handle
 * orders gets the details masked by the server (contact_masked): shown as they came, with no links, and a
 * line saying who sees them.
 */
export function CustomerSection({ order }: { order: AdminOrderDetail }) {
  const { t } = useI18n();
  const masked = order.contact_masked;
  const links = masked ? null : contactLinks(order.customer_phone);
  const name = order.customer_name;
  const phone = masked ? order.customer_phone : links?.display;
  return (
    <OrderSection id="order-customer" title={t('orderPage.customer.title')}>
      <DetailList
        rows={[
          {
            label: t('orderPage.customer.name'),
            value: (
              <>
                <ShopperText text={name} />
                {/* The customers screen's badge and words: an order with no linked customer is a guest's. */}
                <span className="ms-2">
                  <CustomerKindBadge kind={order.customer?.kind ?? 'guest'} />
                </span>
              </>
            ),
          },
          {
            label: t('orderPage.customer.email'),
            value: masked ? (
              <bdi dir="ltr" className="font-normal text-zinc-700">
                {order.customer_email}
              </bdi>
            ) : (
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
            value: phone ? (
              <bdi dir="ltr" className="tabular-nums">
                {phone}
              </bdi>
            ) : (
              <span className="font-normal text-zinc-600">{t('orderPage.customer.noPhone')}</span>
            ),
          },
        ]}
      />
      {links && <ContactButtons links={links} name={name} />}
      {masked && (
        <p className="mt-3 flex items-start gap-1.5 text-xs text-zinc-600">
          <EyeOff aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t('orderPage.customer.masked')}
        </p>
      )}
    </OrderSection>
  );
}
