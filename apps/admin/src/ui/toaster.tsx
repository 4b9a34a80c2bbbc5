import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useI18n } from '../i18n/language-context';

/**
 * sonner's light rich colours put their text under 4.5:1 on their own backgrounds (success 4.26, error and
 * info 4.35, warning 3.08): the same hues, darkened until they pass.
 */
const READABLE_RICH_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 40%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 33%)',
} as CSSProperties;

/** Success and error notices (sonner), placed and read in the UI language's direction. */
export function Toaster() {
  const { t, dir } = useI18n();
  return (
    <SonnerToaster
      dir={dir}
      position="top-center"
      richColors
      closeButton
      // sonner's own names are English: its landmark and close buttons are named in the UI language.
      containerAriaLabel={t('app.notices')}
      toastOptions={{
        closeButtonAriaLabel: t('app.closeNotice'),
        style: { fontFamily: 'inherit', ...READABLE_RICH_COLOURS },
      }}
    />
  );
}
