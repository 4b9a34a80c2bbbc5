import {
  HERO_BANNER_HEIGHTS,
  sectionEditorKind,
  sectionRenderKind,
  sectionTitle,
  type AdminSectionResponse,
  type HomepageSection,
} from '@matjar/core';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { apiErrorCode, describeApiError } from '../../../lib/api/api-error';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LeaveConfirmDialog } from '../../../ui/leave-confirm-dialog';
import { PageHeading } from '../../../ui/page-heading';
import { useUnsavedChangesGuard } from '../../../ui/use-unsaved-changes-guard';
import { useSaveSection } from '../api/homepage-section';
import { useStoreSettings } from '../../../lib/api/store-settings';
import { PreviewPanes } from '../preview/preview-panes';
import { usePreviewItems } from '../preview/use-preview-items';
import { BannerFields } from './banner-fields';
import { CategoriesFields } from './categories-fields';
import { InfoFields } from './info-fields';
import { ProductsFields } from './products-fields';
import {
  draftProblems,
  draftToConfig,
  draftToPreviewConfig,
  isDraftDirty,
  sectionToDraft,
  type SectionDraft,
} from './section-draft';
import { TitleStyleFields } from './title-style-fields';

/**
 * One section's edit screen (back-office §2): the fields of its kind, a live preview in both languages,
 * 'save changes' after confirmation (then back to the list), cancel, and a warning before leaving unsaved
 * changes. Mounted per loaded section, so it starts from what the server keeps.
 */
export function SectionEditor({ answer }: { answer: AdminSectionResponse }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const section: HomepageSection = answer.section;
  const kind = sectionEditorKind(section.section_type);
  const renderKind = sectionRenderKind(section.section_type);
  const initial = useMemo(() => sectionToDraft(section), [section]);
  const [draft, setDraft] = useState<SectionDraft>(initial);
  const [confirming, setConfirming] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const save = useSaveSection(section.id);
  const settings = useStoreSettings();
  const preview = usePreviewItems(section.section_type, draft);
  const dirty = isDraftDirty(kind, initial, draft);
  const { blocker, allowLeaving } = useUnsavedChangesGuard(dirty && !save.isSuccess);
  const change = (patch: Partial<SectionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const problems = draftProblems(kind, draft);
  const previewConfig = draftToPreviewConfig(kind, draft);
  const isHero = section.section_type === 'hero_banner';
  const heroHeight = HERO_BANNER_HEIGHTS[settings.data?.heroBannerSize ?? 'medium'].large;
  const back = () => void navigate('/homepage');

  const askToSave = () => {
    if (problems.length > 0) {
      setShowProblems(true);
      toast.error(t('homepage.edit.fixFirst'));
      return;
    }
    setConfirming(true);
  };

  const submit = async () => {
    try {
      await save.mutateAsync({ config: draftToConfig(kind, draft), version: answer.version });
      toast.success(t('homepage.edit.saved'));
      allowLeaving();
      back();
    } catch (failure) {
      const reason = describeApiError(failure, language, t('common.tryAgainLater'));
      toast.error(
        apiErrorCode(failure) === 'HOMEPAGE_CHANGED' ? reason : t('homepage.saveFailed', { message: reason }),
      );
      throw failure;
    }
  };

  return (
    <div className="space-y-4 pb-2">
      <PageHeading title={t('homepage.edit.title', { name: sectionTitle(section, language) })} />
      <p className="text-sm text-zinc-600">{t(`homepage.kind.${kind}`)}</p>
      {showProblems && problems.length > 0 && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('homepage.edit.fixFirst')}
        </p>
      )}
      {kind === 'banner' && (
        <BannerFields
          images={draft.images}
          height={draft.height}
          isHero={isHero}
          onImagesChange={(update) => setDraft((current) => ({ ...current, images: update(current.images) }))}
          onHeightChange={(height) => change({ height })}
        />
      )}
      {kind === 'products' &&
        (renderKind === 'latest_products' || renderKind === 'offers' ? (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {t(
              renderKind === 'offers'
                ? 'homepage.products.automaticOffers'
                : 'homepage.products.automaticLatest',
            )}
          </p>
        ) : (
          <ProductsFields
            chosen={draft.product_ids}
            known={preview.knownProducts}
            onChange={(product_ids) => change({ product_ids })}
          />
        ))}
      {kind === 'categories' && (
        <CategoriesFields
          chosen={draft.category_ids}
          categories={preview.allCategories}
          onChange={(category_ids) => change({ category_ids })}
        />
      )}
      <TitleStyleFields draft={draft} savedColor={initial.title_color} onChange={change} />
      {kind === 'info' && <InfoFields draft={draft} onChange={change} />}
      <PreviewPanes
        sectionType={section.section_type}
        config={previewConfig}
        enabled={section.is_enabled}
        bannerHeightPx={isHero ? heroHeight : draft.height}
        products={preview.products}
        categories={preview.categories}
      />
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col-reverse gap-2 border-t border-zinc-200 bg-white/95 px-4 py-3 sm:flex-row sm:justify-end">
        <Button onClick={back}>{t('common.cancel')}</Button>
        <Button
          variant="primary"
          icon={Save}
          disabled={!dirty}
          loading={save.isPending}
          loadingLabel={t('common.saving')}
          onClick={askToSave}
        >
          {t('homepage.edit.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={submit}
        title={t('homepage.edit.confirmTitle')}
        description={t('homepage.edit.confirmBody')}
        confirmLabel={t('homepage.edit.save')}
      />
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
