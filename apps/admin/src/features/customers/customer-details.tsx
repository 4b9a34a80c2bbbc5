import { formatDate, type AdminCustomerDetail } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { contactLinks } from '../../lib/contact-links';
import { ContactButtons } from '../../ui/contact-buttons';
import { customerName } from './customer-columns';
import { ShopperText } from '../../ui/shopper-text';
import { CustomerKindBadge } from '../../ui/customer-kind-badge';
import { CustomerDetailList, CustomerSection } from './customer-section';
import { CustomerStatusBadge } from './customer-status-badge';

/** Who the customer is: name, e-mail (mailto), phone with one-tap WhatsApp and call, status, joined. */
export function CustomerDetails({ customer }: { customer: AdminCustomerDetail['customer'] }) {
  const { t, language } = useI18n();
  const name = customerName(customer);
  const links = contactLinks(customer.phone);
  return (
    <CustomerSection id="customer-details" title={t('customers.details')}>
      <CustomerDetailList
        rows={[
          { label: t('customers.column.name'), value: <ShopperText text={name} /> },
          {
            label: t('customers.column.email'),
            value: (
              <a
                href={`mailto:${customer.email}`}
                dir="ltr"
                className="break-all text-brand-700 underline-offset-2 hover:underline"
              >
                {customer.email}
              </a>
            ),
          },
          {
            label: t('customers.column.phone'),
            value: (
              <bdi dir="ltr" className="tabular-nums">
                {links?.display ?? customer.phone}
              </bdi>
            ),
          },
          { label: t('customers.column.kind'), value: <CustomerKindBadge kind={customer.kind} /> },
          {
            label: t('customers.column.status'),
            value: <CustomerStatusBadge active={customer.is_active} />,
          },
          { label: t('customers.column.joined'), value: formatDate(customer.created_at, language) },
        ]}
      />
      {links && <ContactButtons links={links} name={name} />}
    </CustomerSection>
  );
}
