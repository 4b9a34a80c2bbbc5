import { CircleAlert, Inbox, RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api/api-error';
import { Button } from './button';
import { Spinner } from './spinner';
import { StatusPanel } from './status-panel';

/** The part of a TanStack query result QueryState reads. */
export interface QueryLike<Data> {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The same query reading one part of its answer (a list page's rows), for a table or QueryState. */
export function queryPart<Data, Part>(query: QueryLike<Data>, part: (data: Data) => Part): QueryLike<Part> {
  return {
    data: query.data === undefined ? undefined : part(query.data),
    error: query.error,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}

export interface EmptyContent {
  title: string;
  body?: ReactNode;
  icon?: LucideIcon;
  /** An action that fills the list ("Add the first brand"). */
  action?: ReactNode;
}

/** Waiting for a first answer, announced to screen readers. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-12 text-zinc-500">
      <Spinner className="size-6" />
      <span className="text-sm">{label ?? t('common.loading')}</span>
    </div>
  );
}

/** A load that failed: the screen's title, the server's reason for a refusal, and a way to try again. */
export function ErrorState({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  onRetry?: () => unknown;
  retrying?: boolean;
}) {
  const { t, language } = useI18n();
  return (
    <StatusPanel icon={CircleAlert} tone="error" title={title}>
      <p>{describeApiError(error, language, t('common.tryAgainLater'))}</p>
      {onRetry && (
        <Button
          className="mt-4"
          icon={RotateCcw}
          loading={retrying}
          loadingLabel={t('kit.query.retrying')}
          onClick={() => void onRetry()}
        >
          {t('kit.query.retry')}
        </Button>
      )}
    </StatusPanel>
  );
}

export function EmptyState({ title, body, icon = Inbox, action }: EmptyContent) {
  return (
    <StatusPanel icon={icon} title={title}>
      {body}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </StatusPanel>
  );
}

export interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Title of the error panel ("Could not load the users"). */
  errorTitle: string;
  /** When the data counts as nothing to show; arrays with no item by default. */
  isEmpty?: (data: Data) => boolean;
  empty?: EmptyContent;
  loadingLabel?: string;
  children: (data: Data) => ReactNode;
}

/**
 * Loading, error (with retry) and empty states around a TanStack query, so each screen only says what to
 * show when there is data. Data already on screen stays through a background refresh; `aria-busy` says so.
 */
export function QueryState<Data>({
  query,
  errorTitle,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  empty,
  loadingLabel,
  children,
}: QueryStateProps<Data>) {
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <ErrorState
          title={errorTitle}
          error={query.error}
          onRetry={query.refetch}
          retrying={query.isFetching}
        />
      );
    }
    return <LoadingState label={loadingLabel} />;
  }
  if (empty && isEmpty(query.data)) return <EmptyState {...empty} />;
  return <div aria-busy={query.isFetching || undefined}>{children(query.data)}</div>;
}
