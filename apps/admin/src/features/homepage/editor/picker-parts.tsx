import { Check, Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { Button } from '../../../ui/button';
import { Field, inputClass } from '../../../ui/field';
import { NameText } from '../../../ui/name-text';
import { SortableList } from '../../../ui/sortable-list';
import { FormCard } from './form-card';

export interface PickerItem {
  id: number;
  /** In the staff member's language. */
  name: string;
  /** The other language's name, shown smaller when it differs. */
  otherName?: string;
  picture: ReactNode;
}

/**
 * Choices as a grid of toggle buttons (2 columns on phones, 4 wider, scrolling at a maximum height; §2):
 * pressing one adds it to the end of the chosen list, pressing again removes it.
 */
export function ChoiceGrid({
  label,
  items,
  chosen,
  onToggle,
}: {
  label: string;
  items: readonly PickerItem[];
  chosen: readonly number[];
  onToggle: (id: number) => void;
}) {
  return (
    <ul aria-label={label} className="grid max-h-96 grid-cols-2 gap-2 overflow-y-auto p-0.5 sm:grid-cols-4">
      {items.map((item) => {
        const on = chosen.includes(item.id);
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(item.id)}
              className={`relative flex h-full w-full flex-col items-center gap-1.5 rounded-lg border p-2 text-center text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
                on
                  ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                  : 'border-zinc-200 bg-white hover:bg-zinc-50'
              }`}
            >
              {on && (
                <span className="absolute end-1.5 top-1.5 flex size-5 items-center justify-center rounded-full bg-brand-700 text-white">
                  {/* aria-pressed says it is chosen; the name stays the product's. */}
                  <Check aria-hidden="true" className="size-3.5" />
                </span>
              )}
              {item.picture}
              <span className="line-clamp-2 font-medium text-zinc-900">
                <NameText name={item.name} />
              </span>
              {item.otherName && item.otherName !== item.name && (
                <span className="line-clamp-1 text-xs text-zinc-600" dir="auto">
                  <NameText name={item.otherName} />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The chosen items in their order, reordered by drag or keyboard, each removable. */
function ChosenList({
  label,
  items,
  onReorder,
  onRemove,
}: {
  label: string;
  items: readonly PickerItem[];
  onReorder: (ids: number[]) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useI18n();
  return (
    <SortableList
      label={label}
      items={items}
      getId={(item) => item.id}
      getLabel={(item) => item.name}
      onReorder={(reordered) => onReorder(reordered.map((item) => item.id))}
      className="space-y-1.5"
      renderItem={(item, { handle }) => (
        <div className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-white p-1.5">
          {handle}
          <span className="shrink-0">{item.picture}</span>
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-900">
            <NameText name={item.name} />
          </span>
          <Button
            size="sm"
            variant="ghost-danger"
            icon={X}
            aria-label={t('homepage.pick.remove', { name: item.name })}
            onClick={() => onRemove(item.id)}
          />
        </div>
      )}
    />
  );
}

/** The words of one picker, in the staff member's language. */
export interface PickerLabels {
  section: string;
  /** "Chosen (n)", count already filled in. */
  chosenHeading: string;
  noneChosen: string;
  chosenLabel: string;
  search: string;
  searchHint: string;
}

/**
 * The frame shared by the products and categories pickers: the chosen items in their storefront order
 * (reorder, remove), then the search box; `children` draws the matching choices below it.
 */
export function PickerFields({
  labels,
  chosen,
  toItem,
  onChange,
  text,
  onTextChange,
  children,
}: {
  labels: PickerLabels;
  chosen: readonly number[];
  toItem: (id: number) => PickerItem;
  onChange: (ids: number[]) => void;
  text: string;
  onTextChange: (text: string) => void;
  children: ReactNode;
}) {
  return (
    <FormCard title={labels.section}>
      <div>
        <h3 className="mb-1.5 text-sm font-semibold text-zinc-800">{labels.chosenHeading}</h3>
        {chosen.length === 0 ? (
          <p className="text-sm text-zinc-600">{labels.noneChosen}</p>
        ) : (
          <ChosenList
            label={labels.chosenLabel}
            items={chosen.map(toItem)}
            onReorder={onChange}
            onRemove={(id) => onChange(chosen.filter((other) => other !== id))}
          />
        )}
      </div>
      <Field label={labels.search} hint={labels.searchHint}>
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-3 size-5 text-zinc-500"
            />
            <input
              {...control}
              type="search"
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              className={`${inputClass(false)} ps-10`}
            />
          </div>
        )}
      </Field>
      {children}
    </FormCard>
  );
}
