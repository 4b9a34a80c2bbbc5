import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The "leave without saving?" question for a navigation held by useUnsavedChangesGuard's blocker: confirming
 * lets it through, closing stays on the page. Each screen names its own edits in the texts.
 */
export function LeaveConfirmDialog({
  blocker,
  title,
  description,
  confirmLabel,
  cancelLabel,
}: {
  blocker: Blocker;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
}) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive
    />
  );
}
