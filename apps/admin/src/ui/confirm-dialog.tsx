import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/language-context';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmOptions {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, and focus starts on Cancel so Enter never destroys by accident. */
  destructive?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs on confirm. A promise keeps the dialog open with a busy button until it settles: it closes on
   * success and stays open on failure (the caller says why, in a toast), so nothing is left half-done.
   */
  onConfirm: () => unknown;
}

/** Asks before doing something (Radix dialog: focus trap, Escape cancels, focus returns afterwards). */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
}: ConfirmDialogProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the dialog stays so the person can retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      // While the action runs, Escape and the overlay do not close it: the outcome must be seen.
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={title}
      description={description}
      size="confirm"
      role="alertdialog"
      initialFocus={destructive ? cancelButton : confirmButton}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelButton} disabled={busy} onClick={() => onOpenChange(false)}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          ref={confirmButton}
          variant={destructive ? 'danger' : 'primary'}
          loading={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * `const [confirm, confirmDialog] = useConfirm()`; render `confirmDialog`, then
 * `if (await confirm({ title, description, confirmLabel, destructive: true })) …` resolves true on confirm
 * and false on cancel, for flows that read better as a question than as a callback.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [request, setRequest] = useState<(ConfirmOptions & { resolve: (ok: boolean) => void }) | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setRequest({ ...options, resolve });
      }),
    [],
  );
  const settle = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  const element = request ? (
    <ConfirmDialog
      {...request}
      open
      onConfirm={() => settle(true)}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
    />
  ) : null;
  return [confirm, element];
}
