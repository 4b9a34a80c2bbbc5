import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/language-context';

export interface TabDefinition {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Tabs (Radix: arrow keys follow the reading direction, so `dir` is passed on). */
export function Tabs({
  label,
  tabs,
  value,
  onValueChange,
  activationMode = 'automatic',
}: {
  label: string;
  tabs: TabDefinition[];
  value: string;
  onValueChange: (value: string) => void;
  /**
   * 'manual' when opening a tab may ask first (unsaved edits): arrow keys then only move focus, and focus
   * coming back to a tab after the question does not ask again.
   */
  activationMode?: 'automatic' | 'manual';
}) {
  const { dir } = useI18n();
  return (
    <RadixTabs.Root dir={dir} value={value} onValueChange={onValueChange} activationMode={activationMode}>
      <RadixTabs.List aria-label={label} className="flex gap-1 border-b border-zinc-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-zinc-500 hover:text-zinc-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="pt-4 focus-visible:outline-none">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
