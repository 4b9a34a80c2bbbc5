import { PackageX } from '../../ui/icons.js';
import { NotFoundView } from '../../ui/layout/not-found-view.js';
import { useT } from '../../ui/layout/shell-data.js';

/** Unknown or inactive product id (the page answers 404): message and a way back to the products. */
export function ProductNotFound() {
  const t = useT();
  return (
    <NotFoundView
      icon={PackageX}
      title={t('product.notFound.title')}
      text={t('product.notFound.text')}
      backTo="/products"
      backLabel={t('product.notFound.back')}
    />
  );
}
