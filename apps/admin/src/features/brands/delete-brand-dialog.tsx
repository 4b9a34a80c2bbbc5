import type { AdminCatalogTerm } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { DeleteConfirmDialog } from '../../ui/delete-confirm-dialog';
import { useDeleteBrand, useDeleteBrandIcon } from './api/delete-brand';

/**
 * Asks before deleting a brand, or only its icon. A refusal (products still carry it) keeps the dialog
 * open and says why in a toast.
 */
export function DeleteBrandDialog({
  brand,
  what,
  onClose,
}: {
  brand: AdminCatalogTerm;
  what: 'brand' | 'icon';
  onClose: () => void;
}) {
  const { t } = useI18n();
  const removeBrand = useDeleteBrand();
  const removeIcon = useDeleteBrandIcon();
  const name = brand.name;
  const whole = what === 'brand';

  return (
    <DeleteConfirmDialog
      onClose={onClose}
      remove={() => (whole ? removeBrand : removeIcon).mutateAsync(brand.id)}
      title={t(whole ? 'brands.deleteTitle' : 'brands.deleteIconTitle')}
      description={t(whole ? 'brands.deleteConfirm' : 'brands.deleteIconConfirm', { name })}
      confirmLabel={t(whole ? 'brands.deleteAction' : 'brands.deleteIconAction')}
      deletedMessage={whole ? t('brands.deleted', { name }) : t('brands.iconDeleted')}
      failedMessage={t(whole ? 'brands.deleteFailed' : 'brands.iconDeleteFailed')}
    />
  );
}
