import type { StorefrontSettings } from '@matjar/core';
import {
  FileText,
  Image,
  MapPin,
  MessageCircle,
  Palette,
  PanelTop,
  Phone,
  ScrollText,
  Search,
  Truck,
  Undo2,
} from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LeaveConfirmDialog } from '../../ui/leave-confirm-dialog';
import { Tabs } from '../../ui/tabs';
import { useUnsavedChangesGuard } from '../../ui/use-unsaved-changes-guard';
import { BannerColorTab } from './banner-color-tab';
import { ContactTab } from './contact-tab';
import { DeliveryZonesTab } from './delivery-zones-tab';
import { HeroSizeTab } from './hero-size-tab';
import { InvoiceTab } from './invoice-tab';
import { LogoTab } from './logo-tab';
import { ReturnsTab } from './returns-tab';
import { SearchSynonymsTab } from './search-synonyms-tab';
import { SETTINGS_TABS, settingsTabOf, type SettingsTab } from './settings-tab-names';
import { TrustPagesTab } from './trust-pages-tab';
import { WhatsAppTab } from './whatsapp-tab';
import { useCan } from '../../lib/session/use-can';
import type { SettingsTabProps } from './tab-parts';

type SiteSettingsTab = Exclude<SettingsTab, 'drivers' | 'whatsapp'>;

const TABS: Record<
  SiteSettingsTab,
  { label: MessageKey; icon: typeof Image; Panel: (props: SettingsTabProps) => ReactNode }
> = {
  logo: { label: 'settings.tab.logo', icon: Image, Panel: LogoTab },
  banner: { label: 'settings.tab.banner', icon: Palette, Panel: BannerColorTab },
  hero_banner: { label: 'settings.tab.hero', icon: PanelTop, Panel: HeroSizeTab },
  contact: { label: 'settings.tab.contact', icon: Phone, Panel: ContactTab },
  invoice: { label: 'settings.tab.invoice', icon: FileText, Panel: InvoiceTab },
  delivery: { label: 'settings.tab.delivery', icon: MapPin, Panel: DeliveryZonesTab },
  trust_pages: { label: 'settings.tab.trustPages', icon: ScrollText, Panel: TrustPagesTab },
  returns: { label: 'settings.tab.returns', icon: Undo2, Panel: ReturnsTab },
  search: { label: 'settings.tab.search', icon: Search, Panel: SearchSynonymsTab },
};

/**
 * The four site-settings tabs (docs/product/back-office.md §2), then the drivers (its panel comes from the page,
 * as features do not import each other; it saves each change on its own, so it is never "dirty"). Each tab saves on its own; leaving a tab (or the page) with
 * edits not saved asks first, since an inactive tab is unmounted and its edits would be lost silently.
 */
export function SettingsTabs({
  settings,
  canEdit,
  driversTab,
}: {
  settings: StorefrontSettings;
  canEdit: boolean;
  driversTab: ReactNode;
}) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const can = useCan();
  // WhatsApp's keys are an admin's: other roles do not see the tab (the server refuses them too).
  const tabs = SETTINGS_TABS.filter((tab) => tab !== 'whatsapp' || can('whatsapp.manage'));
  const named = settingsTabOf(params.get('tab'));
  const active = tabs.includes(named) ? named : 'logo';
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState<SettingsTab | null>(null);
  const { blocker } = useUnsavedChangesGuard(dirty);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  const open = (tab: SettingsTab) => {
    setDirty(false);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', tab);
      return next;
    });
  };

  return (
    <>
      <Tabs
        label={t('settings.tabs')}
        value={active}
        activationMode="manual"
        onValueChange={(value) => {
          const tab = settingsTabOf(value);
          if (tab === active) return;
          if (dirty) setAsking(tab);
          else open(tab);
        }}
        tabs={tabs.map((tab) => {
          if (tab === 'whatsapp') {
            return {
              value: tab,
              label: (
                <>
                  <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                  {t('whatsapp.tab')}
                </>
              ),
              content: <WhatsAppTab onDirtyChange={onDirtyChange} />,
            };
          }
          if (tab === 'drivers') {
            return {
              value: tab,
              label: (
                <>
                  <Truck aria-hidden="true" className="size-4 shrink-0" />
                  {t('drivers.tab')}
                </>
              ),
              content: driversTab,
            };
          }
          const { label, icon: Icon, Panel } = TABS[tab];
          return {
            value: tab,
            label: (
              <>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(label)}
              </>
            ),
            content: <Panel settings={settings} canEdit={canEdit} onDirtyChange={onDirtyChange} />,
          };
        })}
      />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        onConfirm={() => asking && open(asking)}
        title={t('settings.leaveTab.title')}
        description={t('settings.leaveTab.body')}
        confirmLabel={t('settings.leave.confirm')}
        cancelLabel={t('settings.leave.stay')}
        destructive
      />
      <LeaveConfirmDialog
        blocker={blocker}
        title={t('settings.leavePage.title')}
        description={t('settings.leavePage.body')}
        confirmLabel={t('settings.leave.confirm')}
        cancelLabel={t('settings.leave.stay')}
      />
    </>
  );
}
