import type { AdminCatalogTerm } from '@matjar/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AllBrandsIconCard } from '../features/brands/all-brands-icon-card';
import { useBrands } from '../features/brands/api/brands';
import { BrandFormDialog } from '../features/brands/brand-form-dialog';
import { BrandsTable } from '../features/brands/brands-table';
import { DeleteBrandDialog } from '../features/brands/delete-brand-dialog';
import { useI18n } from '../i18n/language-context';
import { useCan } from '../lib/session/use-can';
import { Button } from '../ui/button';
import { PageHeading } from '../ui/page-heading';

type Editing =
  | { kind: 'form'; brand: AdminCatalogTerm | null }
  | { kind: 'delete'; brand: AdminCatalogTerm; what: 'brand' | 'icon' }
  | null;

/** Back-office §2 Brands screen: the 'all brands' icon, the table of brands, the add/edit form. */
export function BrandsPage() {
  const { t } = useI18n();
  const canEdit = useCan()('catalog.edit');
  const brands = useBrands();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const addButton = canEdit && (
    <Button variant="primary" icon={Plus} onClick={() => setEditing({ kind: 'form', brand: null })}>
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
          query={{ ...brands, data: brands.data?.brands }}
          emptyAction={addButton}
          {...(canEdit
            ? {
                actions: {
                  edit: (brand) => setEditing({ kind: 'form', brand }),
                  remove: (brand) => setEditing({ kind: 'delete', brand, what: 'brand' }),
                  removeIcon: (brand) => setEditing({ kind: 'delete', brand, what: 'icon' }),
                },
              }
            : {})}
        />
      </div>
      {editing?.kind === 'form' && <BrandFormDialog brand={editing.brand} onClose={close} />}
      {editing?.kind === 'delete' && (
        <DeleteBrandDialog brand={editing.brand} what={editing.what} onClose={close} />
      )}
    </>
  );
}
