import type { AdminUser } from '@matjar/core';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeleteUser } from './api/delete-user';

/** Asks before deleting a staff account (back-office §5: 'cannot be undone'). */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, language } = useI18n();
  const remove = useDeleteUser();

  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
      toast.success(t('users.deleted', { name: user.username }));
    } catch (failure) {
      toast.error(describeApiError(failure, language, t('users.deleteFailed')));
      throw failure;
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      onConfirm={confirm}
      destructive
      title={t('users.deleteTitle')}
      description={t('users.deleteConfirm', { name: user.full_name || user.username })}
      confirmLabel={t('users.deleteAction')}
    />
  );
}
