import {
  AdminTrustPagesInput,
  TRUST_PAGE_SLUGS,
  TRUST_PAGE_TEXT_MAX,
  defaultTrustPage,
  type TrustPageSlug,
  type TrustPagesText,
} from '@matjar/core';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { BilingualTextField } from '../../ui/bilingual-text-field';
import { Button } from '../../ui/button';
import { QueryState } from '../../ui/query-state';
import { useSaveTrustPagesText, useTrustPagesText } from './api/trust-pages';
import {
  SettingsForm,
  SettingsSection,
  useReportDirty,
  useSaveToasts,
  type SettingsTabProps,
} from './tab-parts';

/**
 * The text of the four policy pages (returns & warranty, delivery, privacy, terms; decision 031), Arabic and
 * English side by side, in the markdown-like text the storefront reads safely (core parseRichText). An empty
 * field shows the built-in text, which staff can start from.
 */
export function TrustPagesTab(props: SettingsTabProps) {
  const { t } = useI18n();
  const query = useTrustPagesText();
  return (
    <QueryState query={query} errorTitle={t('settings.loadFailed')}>
      {(stored) => <TrustPagesForm {...props} stored={stored} />}
    </QueryState>
  );
}

function TrustPagesForm({ canEdit, onDirtyChange, stored }: SettingsTabProps & { stored: TrustPagesText }) {
  const { t, language } = useI18n();
  const save = useSaveTrustPagesText();
  const toasts = useSaveToasts();
  const [text, setText] = useState<TrustPagesText>(stored);
  const dirty = Object.keys(stored).some(
    (field) => text[field as keyof TrustPagesText].trim() !== stored[field as keyof TrustPagesText],
  );
  useReportDirty(dirty, onDirtyChange);

  const submit = async () => {
    try {
      const answer = await save.mutateAsync(AdminTrustPagesInput.parse(text));
      setText(answer.trust_pages);
      toasts.saved('settings.trustPages.saved');
    } catch (error) {
      toasts.failed(error);
    }
  };
  const fillBuiltIn = (slug: TrustPageSlug) =>
    setText((current) => ({
      ...current,
      [`${slug}_ar`]: current[`${slug}_ar`] || defaultTrustPage(slug, 'ar').body,
      [`${slug}_en`]: current[`${slug}_en`] || defaultTrustPage(slug, 'en').body,
    }));

  return (
    <SettingsForm dirty={dirty} saving={save.isPending} canEdit={canEdit} onSave={submit}>
      <SettingsSection title={t('settings.trustPages.title')} body={t('settings.trustPages.body')}>
        {TRUST_PAGE_SLUGS.map((slug) => (
          <div key={slug} className="space-y-2">
            <BilingualTextField
              label={t(`settings.trustPages.page.${slug}`)}
              name={slug}
              rows={10}
              maxLength={TRUST_PAGE_TEXT_MAX}
              disabled={!canEdit}
              hint={t('settings.trustPages.builtIn')}
              value={{ ar: text[`${slug}_ar`], en: text[`${slug}_en`] }}
              onChange={(value) =>
                setText((current) => ({ ...current, [`${slug}_ar`]: value.ar, [`${slug}_en`]: value.en }))
              }
            />
            <div className="flex flex-wrap items-center gap-3">
              {canEdit && (!text[`${slug}_ar`] || !text[`${slug}_en`]) && (
                <Button size="sm" onClick={() => fillBuiltIn(slug)}>
                  {t('settings.trustPages.useBuiltIn')}
                </Button>
              )}
              <a
                href={language === 'ar' ? `/pages/${slug}` : `/en/pages/${slug}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-sm font-medium text-sky-700 hover:underline"
              >
                {t('settings.trustPages.view')}
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            </div>
          </div>
        ))}
      </SettingsSection>
    </SettingsForm>
  );
}
