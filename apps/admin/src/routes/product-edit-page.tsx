import { parseIdText } from '@matjar/core';
import { useParams } from 'react-router';
import { useProductDetail } from '../features/products/api/product-detail';
import { ProductEditor } from '../features/products/editor/product-editor';
import { ReadOnlyContext } from '../features/products/editor/read-only';
import { nameIn } from '../features/products/product-names';
import { useI18n } from '../i18n/language-context';
import { useCan } from '../lib/session/use-can';
import { ErrorState, LoadingState } from '../ui/query-state';
import { NameText } from '../ui/name-text';
import { PageHeading } from '../ui/page-heading';
import { BackToProducts } from './product-create-page';

/**
 * /admin/products/edit/{id}: loads the product with its links, images, options and variants, then edits it; a
 * staff member who may only view the catalog sees the same page read-only.
 */
export function ProductEditPage() {
  const { t, language } = useI18n();
  const id = parseIdText(useParams().id);
  const product = useProductDetail(id ?? 0);
  const canEdit = useCan()('catalog.edit');

  if (id === null) return <ErrorState title={t('products.notFound')} error={null} />;
  return (
    <>
      <BackToProducts label={t('products.backToList')} />
      {product.data ? (
        <>
          <PageHeading
            title={
              <NameText
                message={t(canEdit ? 'products.editTitle' : 'products.viewTitle')}
                name={nameIn(product.data.name, product.data.name_en, language)}
              />
            }
          />
          {!canEdit && <p className="mt-1 text-sm text-zinc-600">{t('products.readOnly')}</p>}
          {/* Without catalog.edit every control is disabled (the server refuses a change anyway); the
              scrolling boxes stay keyboard stops (read-only.tsx). */}
          <ReadOnlyContext.Provider value={!canEdit}>
            <div className="mt-4">
              {/* Keyed by product, so a saved product reloads the form from what the server kept. */}
              <ProductEditor key={`${product.data.id}-${product.data.updated_at}`} product={product.data} />
            </div>
          </ReadOnlyContext.Provider>
        </>
      ) : product.isError ? (
        <>
          <h1 className="sr-only">{t('products.loadOneFailed')}</h1>
          <ErrorState
            title={t('products.loadOneFailed')}
            error={product.error}
            onRetry={product.refetch}
            retrying={product.isFetching}
          />
        </>
      ) : (
        <>
          <h1 className="sr-only">{t('products.loading')}</h1>
          <LoadingState />
        </>
      )}
    </>
  );
}
