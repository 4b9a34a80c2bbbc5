import { toast } from 'sonner';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api/api-error';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** The deletion (a mutation); the dialog stays open with a busy button until it settles. */
  remove: () => Promise<unknown>;
  /** Toast on success. */
  deletedMessage: string;
  /** Toast on failure when the server's error says nothing more specific. */
  failedMessage: string;
  onClose: () => void;
}

/**
 * Asks before deleting something (back-office §5: every deletion is confirmed). A refusal keeps the
 * dialog open and says why in a toast, so the person can retry or cancel.
 */
export function DeleteConfirmDialog({
  title,
  description,
  confirmLabel,
  remove,
  deletedMessage,
  failedMessage,
  onClose,
}: DeleteConfirmDialogProps) {
  const { language } = useI18n();

  const confirm = async () => {
    try {
      await remove();
      toast.success(deletedMessage);
    } catch (failure) {
      toast.error(describeApiError(failure, language, failedMessage));
      // ConfirmDialog stays open when the action throws.
      throw failure;
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      onConfirm={confirm}
      destructive
      title={title}
      description={description}
      confirmLabel={confirmLabel}
    />
  );
}
