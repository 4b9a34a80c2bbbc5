import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';

interface DeleteProductButtonProps {
  productName: string;
  /** Only the general manager (super_admin) deletes products (back-office §2, §6). */
  allowed: boolean;
  onDelete: () => void;
}

/**
 * Delete for a row. For other roles it stays visible but disabled with the spec's hint; aria-disabled rather
 * than disabled, so it can still be focused, its hint read, and a click answered with 'not permitted'.
 */
export function DeleteProductButton({ productName, allowed, onDelete }: DeleteProductButtonProps) {
  const { t } = useI18n();
  const hintId = useId();
  const label = t('products.deleteNamed', { name: productName });
  if (allowed) {
    return (
      <Button size="sm" variant="ghost-danger" icon={Trash2} aria-label={label} onClick={onDelete}>
        <span aria-hidden="true">{t('common.delete')}</span>
      </Button>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="ghost-danger"
        icon={Trash2}
        aria-label={label}
        aria-disabled="true"
        aria-describedby={hintId}
        title={t('products.deleteOnlyGeneralManager')}
        className="cursor-not-allowed opacity-50 aria-disabled:cursor-not-allowed"
        onClick={() => toast.error(t('products.deleteNotPermitted'))}
      >
        <span aria-hidden="true">{t('common.delete')}</span>
      </Button>
      <span id={hintId} className="sr-only">
        {t('products.deleteOnlyGeneralManager')}
      </span>
    </>
  );
}
