import type { AdminCatalogTerm } from '@matjar/core';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeleteBrand, useDeleteBrandIcon } from './api/delete-brand';

/**
 * Asks before deleting a brand, or only its icon (back-office §5: every deletion is confirmed). A refusal
 * (products still carry it) keeps the dialog open and says why in a toast.
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
  const { t, language } = useI18n();
  const removeBrand = useDeleteBrand();
  const removeIcon = useDeleteBrandIcon();
  const name = brand.name;

  const confirm = async () => {
    try {
      if (what === 'brand') {
        await removeBrand.mutateAsync(brand.id);
        toast.success(t('brands.deleted', { name }));
      } else {
        await removeIcon.mutateAsync(brand.id);
        toast.success(t('brands.iconDeleted'));
      }
    } catch (failure) {
      const fallback = t(what === 'brand' ? 'brands.deleteFailed' : 'brands.iconDeleteFailed');
      toast.error(describeApiError(failure, language, fallback));
      throw failure;
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      onConfirm={confirm}
      destructive
      title={t(what === 'brand' ? 'brands.deleteTitle' : 'brands.deleteIconTitle')}
      description={t(what === 'brand' ? 'brands.deleteConfirm' : 'brands.deleteIconConfirm', {
        name,
      })}
      confirmLabel={t(what === 'brand' ? 'brands.deleteAction' : 'brands.deleteIconAction')}
    />
  );
}
