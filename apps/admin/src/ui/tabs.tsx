import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
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
  const list = useRef<HTMLDivElement>(null);
  // A tab opened from the address may sit beyond a phone's edge of the scrolling list: bring it into view.
  useEffect(() => {
    list.current
      ?.querySelector('[data-state="active"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  return (
    <RadixTabs.Root dir={dir} value={value} onValueChange={onValueChange} activationMode={activationMode}>
      {/* On a phone the tabs scroll sideways instead of wrapping their names or widening the page; the
          line under them is a shadow, since a border would be scrolled away with the overflow. */}
      <RadixTabs.List
        ref={list}
        aria-label={label}
        className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-zinc-200)]"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="inline-flex shrink-0 items-center whitespace-nowrap gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-zinc-500 hover:text-zinc-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="pt-4">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
