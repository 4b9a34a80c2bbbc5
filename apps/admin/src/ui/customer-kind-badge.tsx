import type { CustomerKind } from '@matjar/core';
import { useI18n } from '../i18n/language-context';

/** Guest (ordered without an account) or account: every buyer is a customer. */
export function CustomerKindBadge({ kind }: { kind: CustomerKind }) {
  const { t } = useI18n();
  return (
    <span
      title={kind === 'guest' ? t('customers.kind.guestHint') : undefined}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        kind === 'guest' ? 'bg-amber-50 text-amber-900' : 'bg-brand-50 text-brand-800'
      }`}
    >
      {t(`customers.kind.${kind}`)}
    </span>
  );
}
