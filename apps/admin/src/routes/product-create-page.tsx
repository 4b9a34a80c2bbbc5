import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProductEditor } from '../features/products/editor/product-editor';
import { useI18n } from '../i18n/language-context';
import { buttonClasses } from '../ui/button';
import { PageHeading } from '../ui/page-heading';

/** /admin/products/create (back-office §2 product create). */
export function ProductCreatePage() {
  const { t } = useI18n();
  return (
    <>
      <BackToProducts label={t('products.backToList')} />
      <PageHeading title={t('products.createTitle')} />
      <div className="mt-4">
        <ProductEditor />
      </div>
    </>
  );
}

export function BackToProducts({ label }: { label: string }) {
  return (
    <Link to="/products" className={`${buttonClasses('ghost', 'sm')} -ms-2.5 mb-2`}>
      {/* Back points to where reading started: right in Arabic, left in English. */}
      <ArrowRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
      {label}
    </Link>
  );
}
