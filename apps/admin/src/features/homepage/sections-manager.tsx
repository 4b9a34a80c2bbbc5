import { type AdminHomepageDocument, type HomepageSection, sectionTitle } from '@matjar/core';
import { Plus, Save } from 'lucide-react';
import { useReducer, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { apiErrorCode, describeApiError } from '../../lib/api/api-error';
import { useCan } from '../../lib/session/use-can';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/confirm-dialog';
import { LeaveConfirmDialog } from '../../ui/leave-confirm-dialog';
import { PageHeading } from '../../ui/page-heading';
import { EmptyState } from '../../ui/query-state';
import { SortableList } from '../../ui/sortable-list';
import { useUnsavedChangesGuard } from '../../ui/use-unsaved-changes-guard';
import { AddSectionDialog } from './add-section-dialog';
import { useSaveHomepage } from './api/homepage-document';
import { SectionRow } from './section-row';
import {
  initialSectionsState,
  isBannerSection,
  isDirty,
  mergeVisibleOrder,
  sectionsReducer,
  toSaveBody,
} from './sections-state';

export type ManagerView = 'all' | 'banners';

interface SectionsManagerProps {
  document: AdminHomepageDocument;
  view: ManagerView;
  /** Loads the stored list again (after 'someone else saved meanwhile'). */
  onReload: () => Promise<unknown>;
}

/**
 * The homepage manager (back-office §2, §4): reorder by drag or keyboard, enable, delete — all local until
 * 'save order', with a warning before leaving unsaved changes. Mounted per stored version, so a save or a
 * reload starts again from what the server keeps.
 */
export function SectionsManager({ document, view, onReload }: SectionsManagerProps) {
  const { t, language } = useI18n();
  const can = useCan();
  const canEdit = can('content.edit');
  const save = useSaveHomepage();
  const [state, dispatch] = useReducer(sectionsReducer, document, initialSectionsState);
  const [adding, setAdding] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const dirty = isDirty(state);
  const { blocker, allowLeaving } = useUnsavedChangesGuard(dirty);
  const shown = view === 'banners' ? state.sections.filter(isBannerSection) : state.sections;
  const titleOf = (section: HomepageSection) => sectionTitle(section, language);

  const saveOrder = async () => {
    try {
      await save.mutateAsync(toSaveBody(state));
      toast.success(t('homepage.saved'));
    } catch (failure) {
      const reason = describeApiError(failure, language, t('common.tryAgainLater'));
      if (apiErrorCode(failure) === 'HOMEPAGE_CHANGED') {
        toast.error(reason, {
          duration: Infinity,
          action: { label: t('homepage.reload'), onClick: () => void onReload() },
        });
      } else {
        toast.error(t('homepage.saveFailed', { message: reason }));
      }
    }
  };

  const remove = async (section: HomepageSection) => {
    const ok = await confirm({
      title: t('homepage.deleteTitle'),
      description: t('homepage.deleteConfirm', { name: titleOf(section) }),
      confirmLabel: t('homepage.deleteAction'),
      destructive: true,
    });
    if (ok) dispatch({ type: 'deleted', id: section.id });
  };

  return (
    <div className="space-y-4">
      <PageHeading
        title={t(view === 'banners' ? 'homepage.bannersTitle' : 'homepage.title')}
        actions={
          canEdit && (
            <>
              <Button icon={Plus} onClick={() => setAdding(true)}>
                {t('homepage.add')}
              </Button>
              <Button
                variant="primary"
                icon={Save}
                disabled={!dirty}
                loading={save.isPending}
                loadingLabel={t('common.saving')}
                onClick={() => void saveOrder()}
              >
                {t('homepage.saveOrder')}
              </Button>
            </>
          )
        }
      />
      <p className="text-sm text-zinc-600">{canEdit ? t('homepage.hint') : t('homepage.readOnly')}</p>
      {view === 'banners' && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <span>{t('homepage.bannersOnly')}</span>
          <Link to="/homepage" className="font-semibold underline underline-offset-2">
            {t('homepage.showAll')}
          </Link>
        </p>
      )}
      {dirty && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t('homepage.unsaved')}
        </p>
      )}
      {shown.length === 0 ? (
        <EmptyState title={t('homepage.noBanners')} />
      ) : (
        <SortableList
          label={t('homepage.listLabel')}
          items={shown}
          getId={(section) => section.id}
          getLabel={titleOf}
          onReorder={(reordered) =>
            dispatch({
              type: 'reordered',
              sections: view === 'banners' ? mergeVisibleOrder(state.sections, reordered) : reordered,
            })
          }
          className="space-y-2"
          renderItem={(section, { handle }) => (
            <SectionRow
              section={section}
              position={state.sections.indexOf(section) + 1}
              handle={handle}
              canEdit={canEdit}
              onToggle={(enabled) => dispatch({ type: 'toggled', id: section.id, enabled })}
              onDelete={() => void remove(section)}
            />
          )}
        />
      )}
      {adding && (
        <AddSectionDialog
          version={state.version}
          initialKind={view === 'banners' ? 'banner' : 'products'}
          discardsEdits={dirty}
          beforeLeaving={allowLeaving}
          onClose={() => setAdding(false)}
        />
      )}
      {confirmDialog}
      <LeaveConfirmDialog
        blocker={blocker}
        title={t('homepage.leave.title')}
        description={t('homepage.leave.body')}
        confirmLabel={t('homepage.leave.confirm')}
        cancelLabel={t('homepage.leave.stay')}
      />
    </div>
  );
}
