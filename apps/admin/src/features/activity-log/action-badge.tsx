import type { ActivityAction } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';

// Back-office §2: create green, update blue, delete red.
const TONE: Record<ActivityAction, string> = {
  CREATE: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  UPDATE: 'bg-blue-50 text-blue-800 ring-blue-200',
  DELETE: 'bg-red-50 text-red-800 ring-red-200',
};

export function ActionBadge({ action }: { action: ActivityAction }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[action]}`}
    >
      {t(`activity.action.${action}`)}
    </span>
  );
}
