import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MessageKey } from '../i18n/ar';
import { useI18n } from '../i18n/language-context';
import { translate } from '../i18n/translate';
import { Button } from './button';

// The printed sheets' shared layout (invoice, packing slip, a driver's delivery sheet): A4 with room for a
// printer's unprintable edge; the screen's grey page and the toolbar do not print.
export const PRINT_CSS = `
@page { size: A4; margin: 12mm 12mm 14mm; }
@media print {
  html, body { background: #fff !important; }
}
`;

/**
 * A printable page outside the back office's layout: a toolbar (`back`, then print once `ready`) that never
 * prints, then the sheet on a white A4-wide card.
 */
export function PrintSheetFrame({
  back,
  ready,
  children,
}: {
  back: ReactNode;
  ready: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="min-h-screen bg-zinc-100 px-3 py-4 print:bg-white print:p-0 sm:px-6">
      <style>{PRINT_CSS}</style>
      <div
        role="toolbar"
        aria-label={t('print.toolbar')}
        className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden"
      >
        {back}
        <Button variant="primary" icon={Printer} disabled={!ready} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
      </div>
      <main className="mx-auto max-w-[210mm]">{children}</main>
    </div>
  );
}

/** The sheet itself: white, padded on screen, edge to edge on paper. */
export function PrintSheet({ children }: { children: ReactNode }) {
  return (
    <article className="rounded-lg bg-white p-6 text-zinc-900 shadow-sm print:rounded-none print:p-0 print:shadow-none sm:p-10">
      {children}
    </article>
  );
}

/**
 * A label printed in both languages side by side ("الفاتورة / Invoice"), each in its own direction, so the
 * sheet reads the same whoever prints it and whichever language their back office is in.
 */
export function Bilingual({ k, className = '' }: { k: MessageKey; className?: string }) {
  return <BilingualText ar={translate('ar', k)} en={translate('en', k)} className={className} />;
}

/** Two texts of one meaning (a payment method, a line's names); the English one is left out when absent. */
export function BilingualText({
  ar,
  en,
  className = '',
}: {
  ar: string;
  en: string | null;
  className?: string;
}) {
  return (
    <span className={className}>
      <span lang="ar" dir="rtl">
        {ar}
      </span>
      {en && en !== ar && (
        <>
          <span aria-hidden="true" className="mx-1 text-zinc-500">
            /
          </span>
          <span lang="en" dir="ltr">
            {en}
          </span>
        </>
      )}
    </span>
  );
}
