import type { AdminUser } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { DeleteConfirmDialog } from '../../ui/delete-confirm-dialog';
import { useDeleteUser } from './api/delete-user';

/** Asks before deleting a staff account (back-office §5: 'cannot be undone'). */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useI18n();
  const remove = useDeleteUser();

  return (
    <DeleteConfirmDialog
      onClose={onClose}
      remove={() => remove.mutateAsync(user.id)}
      title={t('users.deleteTitle')}
      description={t('users.deleteConfirm', { name: user.full_name || user.username })}
      confirmLabel={t('users.deleteAction')}
      deletedMessage={t('users.deleted', { name: user.username })}
      failedMessage={t('users.deleteFailed')}
    />
  );
}
