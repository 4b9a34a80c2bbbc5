import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS, settingsTabOf } from './settings-tab-names';

describe('settings tab in the address', () => {
  it('opens the named tab', () => {
    expect(SETTINGS_TABS.map((tab) => settingsTabOf(tab))).toEqual([...SETTINGS_TABS]);
  });

  it('opens the logo tab for a missing or unknown name', () => {
    expect(settingsTabOf(null)).toBe('logo');
    expect(settingsTabOf('homepage')).toBe('logo');
  });
});
