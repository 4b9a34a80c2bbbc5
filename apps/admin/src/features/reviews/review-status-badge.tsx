import type { ReviewStatus } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';

// The label carries the meaning; the colour only helps the eye (waiting stands out, hidden recedes).
const TONE: Record<ReviewStatus, string> = {
  published: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  hidden: 'bg-zinc-100 text-zinc-800 ring-zinc-300',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[status]}`}
    >
      {t(`reviews.status.${status}`)}
    </span>
  );
}
