import { DriversTab } from '../features/drivers/drivers-tab';
import { useSiteSettings } from '../features/settings/api/site-settings';
import { SettingsTabs } from '../features/settings/settings-tabs';
import { useI18n } from '../i18n/language-context';
import { useCan } from '../lib/session/use-can';
import { PageHeading } from '../ui/page-heading';
import { QueryState } from '../ui/query-state';

/**
 * Back-office §2 site settings: logo and icons, top banner colour, hero banner size, contact information;
 * and the delivery drivers.
 */
export function SettingsPage() {
  const { t } = useI18n();
  const canEdit = useCan()('settings.edit');
  const settings = useSiteSettings();
  return (
    <>
      <PageHeading title={t('nav.settings')} />
      {!canEdit && <p className="mt-2 text-sm text-zinc-600">{t('settings.readOnly')}</p>}
      <div className="mt-6">
        <QueryState query={settings} errorTitle={t('settings.loadFailed')}>
          {(data) => <SettingsTabs settings={data} canEdit={canEdit} driversTab={<DriversTab />} />}
        </QueryState>
      </div>
    </>
  );
}
