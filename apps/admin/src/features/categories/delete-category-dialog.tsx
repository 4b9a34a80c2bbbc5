import type { AdminCatalogTerm } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { DeleteConfirmDialog } from '../../ui/delete-confirm-dialog';
import { useDeleteCategory, useDeleteCategoryIcon } from './api/delete-category';

/**
 * Asks before deleting a category, or only its icon. A refusal (products still filed under it) keeps the
 * dialog open and says why in a toast.
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
  const { t } = useI18n();
  const removeCategory = useDeleteCategory();
  const removeIcon = useDeleteCategoryIcon();
  const name = category.name;
  const whole = what === 'category';

  return (
    <DeleteConfirmDialog
      onClose={onClose}
      remove={() => (whole ? removeCategory : removeIcon).mutateAsync(category.id)}
      title={t(whole ? 'categories.deleteTitle' : 'categories.deleteIconTitle')}
      description={t(whole ? 'categories.deleteConfirm' : 'categories.deleteIconConfirm', { name })}
      confirmLabel={t(whole ? 'categories.deleteAction' : 'categories.deleteIconAction')}
      deletedMessage={whole ? t('categories.deleted', { name }) : t('categories.iconDeleted')}
      failedMessage={t(whole ? 'categories.deleteFailed' : 'categories.iconDeleteFailed')}
    />
  );
}
