import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../../i18n/language-context';
import { currentFocus, returnFocus } from '../../ui/focus-return';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The menu on phones: slides in from the start edge (right in Arabic, left in English). */
export function MobileDrawer({ open, onClose, children }: MobileDrawerProps) {
  const { t } = useI18n();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // Closed, the drawer gives focus back to the menu button that opened it (or the page when that is gone).
    const opener = currentFocus();
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      window.removeEventListener('keydown', onKeyDown);
      returnFocus(opener, () => document.getElementById('main-content'));
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-zinc-900/40" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.main')}
        className="absolute inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
      >
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label={t('nav.close')}
          className="absolute end-3 top-4 flex size-9 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {children}
      </div>
    </div>
  );
}
