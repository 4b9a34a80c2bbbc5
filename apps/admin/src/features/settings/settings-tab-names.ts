// The site settings tabs of back-office §2, in the spec's order and with its names, kept in the address
// (?tab=banner) so a reload or a shared link opens the same tab.
// The drivers tab follows them: the people who deliver, managed with the shop's settings.
// The invoice tab holds what the printed invoice says of the shop (its commercial registration).
// The policy pages tab (decision 031) holds the text of the returns, delivery, privacy and terms pages.
// The delivery tab (decision 032) holds the delivery zones: fee, free-above amount and promise by place.
export const SETTINGS_TABS = [
  'logo',
  'banner',
  'hero_banner',
  'contact',
  'invoice',
  'delivery',
  'drivers',
  'trust_pages',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function settingsTabOf(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? 'logo';
}
