import { parseIdText } from '@matjar/core';
import { useParams } from 'react-router';
import { useProductDetail } from '../features/products/api/product-detail';
import { ProductEditor } from '../features/products/editor/product-editor';
import { nameIn } from '../features/products/product-names';
import { useI18n } from '../i18n/language-context';
import { ErrorState, LoadingState } from '../ui/query-state';
import { NameText } from '../ui/name-text';
import { PageHeading } from '../ui/page-heading';
import { BackToProducts } from './product-create-page';

/** /admin/products/edit/{id}: loads the product with its links, images, options and variants, then edits it. */
export function ProductEditPage() {
  const { t, language } = useI18n();
  const id = parseIdText(useParams().id);
  const product = useProductDetail(id ?? 0);

  if (id === null) return <ErrorState title={t('products.notFound')} error={null} />;
  return (
    <>
      <BackToProducts label={t('products.backToList')} />
      {product.data ? (
        <>
          <PageHeading
            title={
              <NameText
                message={t('products.editTitle')}
                name={nameIn(product.data.name, product.data.name_en, language)}
              />
            }
          />
          <div className="mt-4">
            {/* Keyed by product, so a saved product reloads the form from what the server kept. */}
            <ProductEditor key={`${product.data.id}-${product.data.updated_at}`} product={product.data} />
          </div>
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
