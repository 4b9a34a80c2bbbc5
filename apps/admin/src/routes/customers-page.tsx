import { CustomersTable } from '../features/customers/customers-table';
import { useI18n } from '../i18n/language-context';
import { PageHeading } from '../ui/page-heading';

/** /admin/customers: the shop's customers, searchable, filterable and exportable. */
export function CustomersPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeading title={t('customers.title')} />
      <p className="mt-2 text-sm text-zinc-600">{t('customers.intro')}</p>
      <div className="mt-4">
        <CustomersTable idPrefix="customers" />
      </div>
    </>
  );
}
