import { SEARCH_SYNONYMS_TEXT_MAX, parseStaffSynonyms } from '@matjar/core';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Field, textareaClass } from '../../ui/field';
import { QueryState } from '../../ui/query-state';
import { useSaveSearchSynonyms, useSearchSynonyms } from './api/search-synonyms';
import {
  SettingsForm,
  SettingsSection,
  useReportDirty,
  useSaveToasts,
  type SettingsTabProps,
} from './tab-parts';

/**
 * Staff's search synonyms (decision 055): one rule a line, `words = other words`, so that a shopper's phrase the
 * catalogue does not use ("smart watch") finds what it means ("watch"). Checked as typed with core's parser,
 * which names the first line that is not a rule; the server checks it again.
 */
export function SearchSynonymsTab(props: SettingsTabProps) {
  const { t } = useI18n();
  const query = useSearchSynonyms();
  return (
    <QueryState query={query} errorTitle={t('settings.loadFailed')}>
      {(stored) => <SearchSynonymsForm {...props} stored={stored} />}
    </QueryState>
  );
}

function SearchSynonymsForm({ canEdit, onDirtyChange, stored }: SettingsTabProps & { stored: string }) {
  const { t } = useI18n();
  const save = useSaveSearchSynonyms();
  const toasts = useSaveToasts();
  const [text, setText] = useState(stored);
  const [touched, setTouched] = useState(false);
  const dirty = text.trim() !== stored.trim();
  useReportDirty(dirty, onDirtyChange);
  const { badLine } = parseStaffSynonyms(text);
  const error = touched && badLine !== null ? t('settings.search.badLine', { line: badLine }) : undefined;

  const submit = async () => {
    setTouched(true);
    if (badLine !== null) return;
    try {
      const answer = await save.mutateAsync(text.trim());
      setText(answer.search_synonyms);
      setTouched(false);
      toasts.saved('settings.search.saved');
    } catch (failure) {
      toasts.failed(failure);
    }
  };

  return (
    <SettingsForm dirty={dirty} saving={save.isPending} canEdit={canEdit} onSave={submit}>
      <SettingsSection title={t('settings.search.title')} body={t('settings.search.body')}>
        <Field label={t('settings.search.rules')} hint={t('settings.search.hint')} error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={10}
              maxLength={SEARCH_SYNONYMS_TEXT_MAX}
              value={text}
              disabled={!canEdit}
              placeholder={t('settings.search.placeholder')}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(true)}
              className={textareaClass(error !== undefined)}
            />
          )}
        </Field>
      </SettingsSection>
    </SettingsForm>
  );
}
