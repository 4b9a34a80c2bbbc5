import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useT } from '../../ui/layout/shell-data.js';
import { AuthForm } from './auth-form.js';

/**
 * The sign-in dialog, a native modal <dialog> (focus kept inside, Escape closes, no extra library in the
 * page bundle). This module is loaded on the first click of the header's account icon.
 */
export default function AuthDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="auth-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current) ref.current.close();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-start shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="relative p-6">
        <button
          type="button"
          aria-label={t('account.close')}
          onClick={() => ref.current?.close()}
          className="absolute top-4 end-4 grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
        >
          <X className="size-5" aria-hidden />
        </button>
        <AuthForm headingId="auth-dialog-title" onDone={() => ref.current?.close()} />
      </div>
    </dialog>
  );
}
