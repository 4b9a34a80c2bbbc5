import { useI18n } from '../../i18n/language-context';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { useHomepageDocument } from './api/homepage-document';
import { SectionsManager, type ManagerView } from './sections-manager';

/** Loads the stored sections, then hands them to the manager (keyed by version: a save starts afresh). */
export function HomepageManagerScreen({ view }: { view: ManagerView }) {
  const { t } = useI18n();
  const document = useHomepageDocument();
  if (document.data) {
    return (
      <SectionsManager
        key={`${view}-${document.data.version ?? 'defaults'}`}
        document={document.data}
        view={view}
        onReload={() => document.refetch()}
      />
    );
  }
  return (
    <>
      <h1 className="sr-only">{t(view === 'banners' ? 'homepage.bannersTitle' : 'homepage.title')}</h1>
      {document.isError ? (
        <ErrorState
          title={t('homepage.loadFailed')}
          error={document.error}
          onRetry={document.refetch}
          retrying={document.isFetching}
        />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
