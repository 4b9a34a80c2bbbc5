import type { AdminCatalogTerm } from '@matjar/core';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeleteCategory, useDeleteCategoryIcon } from './api/delete-category';

/**
 * Asks before deleting a category, or only its icon (back-office §5: every deletion is confirmed). A refusal
 * (products still filed under it) keeps the dialog open and says why in a toast.
 */
export function DeleteCategoryDialog({
  category,
  what,
  onClose,
}: {
  category: AdminCatalogTerm;
  what: 'category' | 'icon';
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const removeCategory = useDeleteCategory();
  const removeIcon = useDeleteCategoryIcon();
  const name = category.name;

  const confirm = async () => {
    try {
      if (what === 'category') {
        await removeCategory.mutateAsync(category.id);
        toast.success(t('categories.deleted', { name }));
      } else {
        await removeIcon.mutateAsync(category.id);
        toast.success(t('categories.iconDeleted'));
      }
    } catch (failure) {
      const fallback = t(what === 'category' ? 'categories.deleteFailed' : 'categories.iconDeleteFailed');
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
      title={t(what === 'category' ? 'categories.deleteTitle' : 'categories.deleteIconTitle')}
      description={t(what === 'category' ? 'categories.deleteConfirm' : 'categories.deleteIconConfirm', {
        name,
      })}
      confirmLabel={t(what === 'category' ? 'categories.deleteAction' : 'categories.deleteIconAction')}
    />
  );
}
