import { sectionEditorKind } from '@matjar/core';
import { ArrowRight, SearchX } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { useI18n } from '../../../i18n/language-context';
import { ApiError } from '../../../lib/api/api-error';
import { buttonClasses } from '../../../ui/button';
import { ErrorState, LoadingState } from '../../../ui/query-state';
import { StatusPanel } from '../../../ui/status-panel';
import { useHomepageSection } from '../api/homepage-section';
import { sectionEditPath } from '../section-paths';
import { SectionEditor } from './section-editor';

/** The back arrow of every edit screen (back to /admin/homepage; points the reading way back). */
function BackToSections() {
  const { t } = useI18n();
  return (
    <Link to="/homepage" className={`${buttonClasses('ghost', 'sm')} -ms-2.5 mb-2`}>
      <ArrowRight aria-hidden="true" className="size-4 ltr:rotate-180" />
      {t('homepage.edit.back')}
    </Link>
  );
}

/**
 * /admin/homepage/{kind}/{id}: loads the section (spinner), says 'this section does not exist' for an
 * unknown id, and moves to the right kind's address when the type says another edit screen.
 */
export function SectionEditScreen({ kind, sectionId }: { kind: string; sectionId: string }) {
  const { t } = useI18n();
  const section = useHomepageSection(sectionId);
  const missing =
    section.error instanceof ApiError && (section.error.status === 404 || section.error.status === 400);

  if (section.data) {
    const { section: loaded } = section.data;
    if (sectionEditorKind(loaded.section_type) !== kind)
      return <Navigate to={sectionEditPath(loaded)} replace />;
    return (
      <>
        <BackToSections />
        <SectionEditor key={`${loaded.id}-${section.data.version ?? ''}`} answer={section.data} />
      </>
    );
  }
  return (
    <>
      <BackToSections />
      {missing ? (
        <>
          <h1 className="sr-only">{t('homepage.edit.notFound')}</h1>
          <StatusPanel icon={SearchX} title={t('homepage.edit.notFound')}>
            <p>{t('homepage.edit.notFoundBody')}</p>
            <Link to="/homepage" className={`${buttonClasses('secondary')} mt-4`}>
              {t('homepage.edit.back')}
            </Link>
          </StatusPanel>
        </>
      ) : section.isError ? (
        <>
          <h1 className="sr-only">{t('homepage.loadFailed')}</h1>
          <ErrorState
            title={t('homepage.loadFailed')}
            error={section.error}
            onRetry={section.refetch}
            retrying={section.isFetching}
          />
        </>
      ) : (
        <>
          <h1 className="sr-only">{t('homepage.edit.loading')}</h1>
          <LoadingState label={t('homepage.edit.loading')} />
        </>
      )}
    </>
  );
}
