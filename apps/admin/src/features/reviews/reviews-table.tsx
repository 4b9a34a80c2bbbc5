import {
  formatDate,
  isolate,
  storefrontProductPath,
  type AdminReviewRow,
  type ReviewModerationStatus,
} from '@matjar/core';
import { BadgeCheck, Check, Eye, EyeOff, MessageSquareText, Trash2 } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import type { DataTablePagination } from '../../ui/data-table-pager';
import type { QueryLike } from '../../ui/query-state';
import { NameText } from '../../ui/name-text';
import { ReviewComment } from './review-comment';
import { ReviewStars } from './review-stars';
import { ReviewStatusBadge } from './review-status-badge';
import { ShopperText } from '../../ui/shopper-text';

interface ReviewsTableProps {
  query: QueryLike<readonly AdminReviewRow[]>;
  pagination: DataTablePagination;
  filtered: boolean;
  canModerate: boolean;
  canDelete: boolean;
  onModerate: (review: AdminReviewRow, status: ReviewModerationStatus) => void;
  onDelete: (review: AdminReviewRow) => void;
  /** The review a change is being sent for (its buttons show the wait). */
  busyId: number | null;
}

/** The moves a review's status offers: approve a waiting one, hide a shown one, restore a hidden one. */
function moves(review: AdminReviewRow) {
  if (review.status === 'pending')
    return [
      { status: 'published', key: 'approve', icon: Check },
      { status: 'hidden', key: 'hide', icon: EyeOff },
    ] as const;
  if (review.status === 'published') return [{ status: 'hidden', key: 'hide', icon: EyeOff }] as const;
  return [{ status: 'published', key: 'restore', icon: Eye }] as const;
}

/** D9: the server's page of reviews, newest first, with their moderation buttons. */
export function ReviewsTable(props: ReviewsTableProps) {
  const { query, pagination, filtered, canModerate, canDelete, onModerate, onDelete, busyId } = props;
  const { t, language } = useI18n();
  const other = language === 'ar' ? 'en' : 'ar';
  const nameIn = (review: AdminReviewRow, lang: 'ar' | 'en') =>
    lang === 'ar' ? review.product.name : (review.product.name_en ?? review.product.name);
  // The link's name is the visible product name with "open … in the shop" around it for screen readers only,
  // rather than an aria-label: axe takes Arabic text beside a Latin run (NameText's <bdi>) for an icon
  // ligature and would report the visible name as missing from the label.
  const [openBefore = '', openAfter = ''] = t('reviews.openProduct').split('{name}');

  const columns: DataTableColumn<AdminReviewRow>[] = [
    {
      key: 'product',
      header: t('reviews.column.product'),
      cell: (review) => (
        <span className="flex flex-col">
          <a
            href={storefrontProductPath(review.product.id, language)}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 hover:underline"
          >
            <span className="sr-only">{openBefore}</span>
            <NameText name={nameIn(review, language)} />
            <span className="sr-only">{openAfter}</span>
          </a>
          <span dir="auto" lang={other} className="text-xs text-zinc-600">
            <NameText name={nameIn(review, other)} />
          </span>
        </span>
      ),
      className: 'md:min-w-36 md:max-w-56',
    },
    {
      key: 'rating',
      header: t('reviews.column.rating'),
      cell: (review) => <ReviewStars rating={review.rating} />,
    },
    {
      key: 'comment',
      header: t('reviews.column.comment'),
      cell: (review) => <ReviewComment comment={review.comment} />,
    },
    {
      key: 'name',
      header: t('reviews.column.name'),
      phoneLabel: true,
      cell: (review) => (
        <span className="inline-flex items-center gap-1">
          <ShopperText text={review.customer_name} />
          {review.verified && (
            <BadgeCheck role="img" aria-label={t('reviews.verified')} className="size-4 text-emerald-700" />
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('reviews.column.status'),
      phoneLabel: true,
      cell: (review) => (
        <span className="inline-flex flex-col items-start gap-1">
          <ReviewStatusBadge status={review.status} />
          {review.moderated_by && review.status !== 'pending' && (
            <span className="text-xs text-zinc-600">
              {t('reviews.moderatedBy', { name: isolate(review.moderated_by) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'date',
      header: t('reviews.column.date'),
      phoneLabel: true,
      cell: (review) => (
        <time dateTime={review.created_at} className="text-sm text-zinc-700">
          {formatDate(review.created_at, language)}
        </time>
      ),
    },
  ];

  const actions = (review: AdminReviewRow) => (
    <span className="flex flex-wrap gap-1">
      {canModerate &&
        moves(review).map((move) => (
          <Button
            key={move.key}
            size="sm"
            variant={move.key === 'approve' ? 'primary' : 'secondary'}
            icon={move.icon}
            loading={busyId === review.id}
            aria-label={t(`reviews.${move.key}.named`, { name: review.customer_name })}
            onClick={() => onModerate(review, move.status)}
          >
            <span aria-hidden="true">{t(`reviews.${move.key}`)}</span>
          </Button>
        ))}
      {canDelete && (
        <Button
          size="sm"
          variant="ghost-danger"
          icon={Trash2}
          aria-label={t('reviews.delete.named', { name: review.customer_name })}
          onClick={() => onDelete(review)}
        >
          <span aria-hidden="true">{t('reviews.delete')}</span>
        </Button>
      )}
    </span>
  );

  return (
    <DataTable
      label={t('reviews.tableLabel')}
      columns={columns}
      query={query}
      rowKey={(review) => review.id}
      errorTitle={t('reviews.loadFailed')}
      empty={
        filtered
          ? { title: t('reviews.noMatches'), body: t('reviews.noMatchesBody'), icon: MessageSquareText }
          : { title: t('reviews.empty'), body: t('reviews.emptyBody'), icon: MessageSquareText }
      }
      pagination={pagination}
      {...(canModerate || canDelete ? { rowActions: actions } : {})}
    />
  );
}
