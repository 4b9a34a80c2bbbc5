import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useI18n } from '../i18n/language-context';
import { currentFocus, returnFocus, type FocusCandidate } from './focus-return';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Wider for forms; narrow for confirmations. */
  size?: 'form' | 'confirm';
  /** Where focus starts (Radix picks the first focusable element otherwise). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** "alertdialog" for a confirmation that interrupts the work. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes on closing when the control that opened the dialog is gone (its row was deleted, the
   * dialog was opened by a timer): the list's heading, the next row. The page's main region otherwise.
   */
  returnFocusTo?: FocusCandidate;
  /**
   * false for a dialog that must be answered with one of its own buttons (signing in again while work waits):
   * no close button, and Escape or a click outside does nothing.
   */
  dismissible?: boolean;
}

/** Modal dialog (Radix: focus trap, Escape, scroll lock, labelled by its title). Sheet-like on phones. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'form',
  initialFocus,
  role = 'dialog',
  returnFocusTo,
  dismissible = true,
}: DialogProps) {
  const { t, dir } = useI18n();
  // Radix returns focus to its Trigger; these dialogs are opened from row buttons instead, so the opener
  // is remembered and focused again on close, or the fallback when the opener is gone.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-zinc-900/50" />
        <RadixDialog.Content
          dir={dir}
          role={role}
          onOpenAutoFocus={(event) => {
            opener.current = currentFocus();
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current, returnFocusTo, () => document.getElementById('main-content'));
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:start-1/2 sm:top-1/2 sm:max-h-[88vh] sm:w-full sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2 ${
            size === 'form' ? 'sm:max-w-lg' : 'sm:max-w-md'
          }`}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-bold text-zinc-900">{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close
                aria-label={t('dialog.close')}
                className="-me-2 -mt-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className="mt-1 text-sm text-zinc-600">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
