import {
  ADMIN_REVIEW_PAGE_SIZE_DEFAULT,
  formatNumber,
  type AdminReviewRow,
  type ReviewModerationStatus,
  isolate,
} from '@matjar/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeleteReview, useModerateReview, useReviewList } from '../features/reviews/api/reviews-api';
import {
  changeReviewListParams,
  hasReviewFilters,
  readReviewListParams,
  writeReviewListParams,
} from '../features/reviews/list-params';
import { ReviewFiltersBar } from '../features/reviews/review-filters-bar';
import { ReviewsTable } from '../features/reviews/reviews-table';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api/api-error';
import { useCan } from '../lib/session/use-can';
import { Button } from '../ui/button';
import { DeleteConfirmDialog } from '../ui/delete-confirm-dialog';
import { PageHeading } from '../ui/page-heading';
import { serverPagination } from '../ui/data-table-pager';
import { queryPart } from '../ui/query-state';
import { RefreshButton } from '../ui/refresh-button';
import { useAddressListParams } from '../ui/use-address-list-params';

const DONE_MESSAGE = {
  approve: 'reviews.approve.done',
  hide: 'reviews.hide.done',
  restore: 'reviews.restore.done',
} as const;

/**
 * /admin/reviews (D9): customer reviews newest first with server paging and the filters in the
 * address; approve a waiting review, hide or restore one (the shop's average follows), delete with a question.
 */
export function ReviewsPage() {
  const { t, language } = useI18n();
  const can = useCan();
  const [params, change] = useAddressListParams(
    readReviewListParams,
    writeReviewListParams,
    changeReviewListParams,
  );
  const list = useReviewList(params);
  const moderate = useModerateReview();
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<AdminReviewRow | null>(null);

  const setStatus = (review: AdminReviewRow, status: ReviewModerationStatus) => {
    const move = status === 'hidden' ? 'hide' : review.status === 'pending' ? 'approve' : 'restore';
    moderate.mutate(
      { id: review.id, status },
      {
        onSuccess: () => toast.success(t(DONE_MESSAGE[move], { name: isolate(review.customer_name) })),
        onError: (error) => toast.error(describeApiError(error, language, t('reviews.moderateFailed'))),
      },
    );
  };

  const pending = list.data?.pending_count ?? 0;

  return (
    <>
      <PageHeading
        title={t('reviews.title')}
        actions={<RefreshButton label={t('reviews.refresh')} query={list} />}
      />
      <p className="mt-2 max-w-3xl text-sm text-zinc-600">{t('reviews.intro')}</p>
      {pending > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          <span role="status">{t('reviews.pendingCount', { count: formatNumber(pending, language) })}</span>
          {params.status !== 'pending' && (
            <Button size="sm" variant="attention" onClick={() => change({ status: 'pending' })}>
              {t('reviews.showPending')}
            </Button>
          )}
        </p>
      )}
      <div className="mt-4">
        <ReviewFiltersBar params={params} onChange={change} />
      </div>
      <div className="mt-4">
        <ReviewsTable
          query={queryPart(list, (data) => data.reviews)}
          pagination={serverPagination(params.page, list.data, ADMIN_REVIEW_PAGE_SIZE_DEFAULT, (page) =>
            change({ page }),
          )}
          filtered={hasReviewFilters(params)}
          canModerate={can('reviews.moderate')}
          canDelete={can('reviews.delete')}
          onModerate={setStatus}
          onDelete={setDeleting}
          busyId={moderate.isPending ? (moderate.variables?.id ?? null) : null}
        />
      </div>
      {deleting && (
        <DeleteConfirmDialog
          title={t('reviews.delete.title', { name: deleting.customer_name })}
          description={t('reviews.delete.body')}
          confirmLabel={t('reviews.delete')}
          remove={() => remove.mutateAsync(deleting.id)}
          deletedMessage={t('reviews.delete.done', { name: deleting.customer_name })}
          failedMessage={t('reviews.delete.failed')}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
