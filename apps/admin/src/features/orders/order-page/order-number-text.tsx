import type { MessageKey } from '../../../i18n/ar';
import { useI18n } from '../../../i18n/language-context';

// A character no message contains, marking where the number goes once the message is translated.
const SLOT = '\u0000';

/**
 * A message with the order number in it ("الطلب {number}"), the number isolated in a left-to-right <bdi>:
 * in an Arabic line an order number such as ORD-17955-6D946E would otherwise be reordered around its hyphens,
 * and it is kept on one line (a phone's heading puts it under the words rather than split at a hyphen).
 */
export function OrderNumberText({ message, number }: { message: MessageKey; number: string }) {
  const { t } = useI18n();
  const [before = '', after = ''] = t(message, { number: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <bdi dir="ltr" className="whitespace-nowrap">
        {number}
      </bdi>
      {after}
    </>
  );
}
