import type { StorefrontSettings } from '@matjar/core';
import { Save } from 'lucide-react';
import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';

export interface SettingsTabProps {
  settings: StorefrontSettings;
  canEdit: boolean;
  /** The tab tells whether it holds edits not saved yet. */
  onDirtyChange: (dirty: boolean) => void;
}

/** Tells the tabs whether this tab holds unsaved edits, and that it holds none once it is left. */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
}

/** The spec's messages after a save: its success sentence, or 'Error saving: {message}' (back-office §8). */
export function useSaveToasts() {
  const { t, language } = useI18n();
  return {
    saved: (message: MessageKey) => toast.success(t(message)),
    failed: (error: unknown) =>
      toast.error(
        t('settings.saveError', { message: describeApiError(error, language, t('common.tryAgainLater')) }),
      ),
  };
}

/** One titled card of a tab. */
export function SettingsSection({
  title,
  body,
  children,
}: {
  title: string;
  body?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-zinc-900">
        {title}
      </h2>
      {body && <p className="mt-1 text-sm text-zinc-600">{body}</p>}
      <div className="mt-5 space-y-6">{children}</div>
    </section>
  );
}

/**
 * A tab's form: its sections, then Save, which is off until something changed and says 'Saving…' while
 * it runs (back-office §2); roles that may only look get the controls disabled.
 */
export function SettingsForm({
  children,
  dirty,
  saving,
  canEdit,
  onSave,
  blocked = false,
}: {
  children: ReactNode;
  dirty: boolean;
  saving: boolean;
  canEdit: boolean;
  onSave: () => unknown;
  /** Edits that cannot be saved as they are (the field says why). */
  blocked?: boolean;
}) {
  const { t } = useI18n();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canEdit && dirty && !saving && !blocked) void onSave();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {children}
      {/* Kept in view at the bottom: the logo tab is longer than a phone's screen. */}
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-3 border-t border-zinc-200 bg-zinc-50/95 py-3 backdrop-blur">
        {dirty && canEdit && <p className="text-sm font-medium text-amber-800">{t('settings.unsaved')}</p>}
        <Button
          type="submit"
          variant="primary"
          icon={Save}
          loading={saving}
          loadingLabel={t('common.saving')}
          disabled={!canEdit || blocked}
          // Nothing to save (and just after a save) it stays focusable, marked unavailable: a disabled button
          // would throw the focus of the person who just pressed it to the page.
          aria-disabled={saving || !dirty || undefined}
          className={dirty ? '' : 'opacity-60'}
        >
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
