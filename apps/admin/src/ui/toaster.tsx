import { Toaster as SonnerToaster } from 'sonner';
import { useI18n } from '../i18n/language-context';

/** Success and error notices (sonner), placed and read in the UI language's direction. */
export function Toaster() {
  const { dir } = useI18n();
  return (
    <SonnerToaster
      dir={dir}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}
