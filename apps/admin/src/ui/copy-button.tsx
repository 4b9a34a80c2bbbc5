import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { useI18n } from '../i18n/language-context';
import { Button } from './button';

/**
 * Copies a text to the clipboard and says so; its name is "Copy <what>" (the visible word first). Where the
 * browser refuses the clipboard (plain http), it says to select the text, which is always shown beside it.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('kit.copied'));
    } catch {
      toast.error(t('kit.copyFailed'));
    }
  };
  return (
    <Button size="sm" icon={Copy} aria-label={t('kit.copyNamed', { name: what })} onClick={() => void copy()}>
      <span aria-hidden="true">{t('kit.copy')}</span>
    </Button>
  );
}
