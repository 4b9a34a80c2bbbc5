import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { X } from '../../ui/icons.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { AuthForm } from './auth-form.js';
import { currentFocus, returnFocus, returnFocusWhenLost } from '../../ui/focus-return.js';

/** The header's account button, signed in or not (the one that opened the dialog may have been replaced). */
const accountButton = () => document.querySelector<HTMLElement>('[data-account-button]');

/**
 * The sign-in dialog (Radix: focus kept inside, Escape and the backdrop close it; focus returns to the icon).
 * This module is loaded on the first click of the header's account icon, so pages do not carry it.
 */
export default function AuthDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { locale } = useShellData();
  const t = useT();
  // Opened from a plain button, not a Radix Trigger: the opener is remembered and given focus back on close,
  // or the account button that replaced it once the shopper signed in.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          dir={locale === 'ar' ? 'rtl' : 'ltr'}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = currentFocus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current, accountButton);
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-6 text-start shadow-xl"
        >
          <Dialog.Close
            aria-label={t('account.close')}
            className="absolute top-4 end-4 grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
          <AuthForm
            title={Dialog.Title}
            onDone={() => {
              onOpenChange(false);
              // Signed in, the header swaps its button (and this dialog goes without closing).
              returnFocusWhenLost(opener.current, accountButton);
            }}
            onLeave={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
