import type { MessageKey } from '../../../../i18n/ar';
import { translate } from '../../../../i18n/translate';

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
