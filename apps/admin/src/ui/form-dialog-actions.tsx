import { useI18n } from '../i18n/language-context';
import { Button } from './button';

export interface FormDialogActionsProps {
  onCancel: () => void;
  /** What the primary button says ("Save", "Done", …). */
  submitLabel: string;
  /** Runs on the primary button; without it the button submits the surrounding form. */
  onSubmit?: () => void;
  /** While true the primary button says "Saving…" and ignores clicks. */
  saving?: boolean;
  /** Extra classes for the row (spacing from the fields above). */
  className?: string;
}

/** A dialog's Cancel and primary buttons: stacked with the primary on top on phones, at the end otherwise. */
export function FormDialogActions({
  onCancel,
  submitLabel,
  onSubmit,
  saving = false,
  className = '',
}: FormDialogActionsProps) {
  const { t } = useI18n();
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`}>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        variant="primary"
        loading={saving}
        loadingLabel={t('common.saving')}
        onClick={onSubmit ? () => onSubmit() : undefined}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
