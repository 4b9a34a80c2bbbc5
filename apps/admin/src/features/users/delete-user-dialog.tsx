import type { AdminUser } from '@matjar/core';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api-error';
import { buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { useDeleteUser } from './api/delete-user';

/** Asks before deleting a staff account (back-office §5: 'cannot be undone'). */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, language } = useI18n();
  const remove = useDeleteUser();

  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
      toast.success(t('users.deleted', { name: user.username }));
      onClose();
    } catch (failure) {
      toast.error(describeApiError(failure, language, t('users.deleteFailed')));
    }
  };

  return (
    <Dialog
      open
      size="confirm"
      onOpenChange={(open) => !open && onClose()}
      title={t('users.deleteTitle')}
      description={t('users.deleteConfirm', { name: user.full_name || user.username })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass.secondary}>
          {t('common.cancel')}
        </button>
        <button type="button" onClick={confirm} disabled={remove.isPending} className={buttonClass.danger}>
          {remove.isPending && <Spinner className="size-4" />}
          {t('users.deleteAction')}
        </button>
      </div>
    </Dialog>
  );
}
