import { Plus } from 'lucide-react';
import { AllBrandsIconCard } from '../features/catalog-terms/all-brands-icon-card';
import { BrandsTable } from '../features/catalog-terms/brands-table';
import { useTermDialogs } from '../features/catalog-terms/use-term-dialogs';
import { useI18n } from '../i18n/language-context';
import { useBrands } from '../lib/api/catalog-terms';
import { useCan } from '../lib/session/use-can';
import { Button } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { queryPart } from '../ui/query-state';

/** Back-office §2 Brands screen: the 'all brands' icon, the table of brands, the add/edit form. */
export function BrandsPage() {
  const { t } = useI18n();
  const canEdit = useCan()('catalog.edit');
  const brands = useBrands();
  const { actions, dialogs } = useTermDialogs('brand');
  const addButton = canEdit && (
    <Button variant="primary" icon={Plus} onClick={actions.add}>
      {t('brands.add')}
    </Button>
  );

  return (
    <>
      <PageHeading title={t('nav.brands')} actions={addButton} />
      {!canEdit && <p className="mt-2 text-sm text-zinc-600">{t('brands.readOnly')}</p>}
      {brands.data && (
        <div className="mt-6">
          <AllBrandsIconCard icon={brands.data.allBrandsIcon} canEdit={canEdit} />
        </div>
      )}
      <div className="mt-6">
        <BrandsTable
          query={queryPart(brands, (data) => data.brands)}
          emptyAction={addButton}
          {...(canEdit ? { actions } : {})}
        />
      </div>
      {dialogs}
    </>
  );
}
