import { cityLabel, formatDate, formatNumber, type AdminCustomerAddress } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { CustomerSection } from './customer-section';
import { ShopperText } from '../../ui/shopper-text';

/** The delivery addresses the customer's orders used, the latest used first (each once). */
export function CustomerAddresses({ addresses }: { addresses: readonly AdminCustomerAddress[] }) {
  const { t, language } = useI18n();
  return (
    <CustomerSection id="customer-addresses" title={t('customers.addresses.title')}>
      {addresses.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('customers.addresses.empty')}</p>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {addresses.map((address) => (
            <li key={`${address.address}|${address.last_used_at}`} className="py-2 first:pt-0 last:pb-0">
              <p className="text-sm font-medium break-words text-zinc-900">
                <ShopperText
                  text={[address.address, address.city && cityLabel(address.city, language)]
                    .filter(Boolean)
                    .join(language === 'ar' ? '، ' : ', ')}
                />
              </p>
              <p className="mt-0.5 text-xs text-zinc-600">
                {t('customers.addresses.used', {
                  count: formatNumber(address.orders, language),
                  date: formatDate(address.last_used_at, language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CustomerSection>
  );
}
