import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  horizontalListSortingStrategy,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatNumber } from '@matjar/core';
import { GripVertical } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useI18n } from '../i18n/language-context';
import { arrowStep, positionOf, steppedIndex, type SortableOrientation } from './sortable-list-keyboard';

export interface SortableItemControls {
  /** The drag handle: a button that picks the item up with Space or Enter, or by pointer. */
  handle: ReactNode;
  index: number;
  isDragging: boolean;
}

export interface SortableListProps<Item> {
  items: readonly Item[];
  getId: (item: Item) => UniqueIdentifier;
  /** How the item is named when announced ("Picked up Red, front"). */
  getLabel: (item: Item) => string;
  onReorder: (items: Item[]) => void;
  renderItem: (item: Item, controls: SortableItemControls) => ReactNode;
  /** The list's accessible name ("Product images"). */
  label: string;
  orientation?: SortableOrientation;
  className?: string;
}

const STRATEGY = {
  vertical: verticalListSortingStrategy,
  horizontal: horizontalListSortingStrategy,
  grid: rectSortingStrategy,
} as const;

/**
 * A list reordered by dragging (pointer or touch) or by keyboard — Space or Enter on an item's handle picks
 * it up, the arrows move it, Space or Enter drops it, Escape puts it back — with every step announced to
 * screen readers in the UI language.
 */
export function SortableList<Item>({
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  label,
  orientation = 'vertical',
  className = '',
}: SortableListProps<Item>) {
  const { t, dir, language } = useI18n();
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? getLabel(item) : String(id);
  };
  const n = (value: number | null) => formatNumber(value ?? 0, language);
  const total = n(items.length);

  // Side arrows step through the list in reading order (right to left in Arabic); the rest is geometric.
  const coordinates: KeyboardCoordinateGetter = (event, args) => {
    const step = arrowStep(event.code, orientation, dir);
    const { active, over, droppableRects } = args.context;
    if (step !== 0 && active) {
      event.preventDefault();
      const currentId = over?.id ?? active.id;
      const target = ids[steppedIndex(ids.indexOf(currentId), step, ids.length)];
      const rect = target === undefined ? undefined : droppableRects.get(target);
      if (rect) return { x: rect.left, y: rect.top };
      return undefined;
    }
    return sortableKeyboardCoordinates(event, args);
  };

  const sensors = useSensors(
    // A small distance first, so a click on a button inside an item is not taken for a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('kit.sortable.pickedUp', {
        item: labelOf(active.id),
        position: n(positionOf(ids, active.id)),
        total,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('kit.sortable.movedTo', {
            item: labelOf(active.id),
            position: n(positionOf(ids, over.id)),
            total,
          })
        : t('kit.sortable.outside', { item: labelOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('kit.sortable.dropped', {
            item: labelOf(active.id),
            position: n(positionOf(ids, over.id)),
            total,
          })
        : t('kit.sortable.cancelled', { item: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('kit.sortable.cancelled', { item: labelOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from !== -1 && to !== -1) onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('kit.sortable.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={STRATEGY[orientation]}>
        <ul aria-label={label} className={className}>
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              index={index}
              handleLabel={t('kit.sortable.handle', { item: getLabel(item) })}
              roleDescription={t('kit.sortable.roleDescription')}
            >
              {(controls) => renderItem(item, controls)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  index,
  handleLabel,
  roleDescription,
  children,
}: {
  id: UniqueIdentifier;
  index: number;
  handleLabel: string;
  roleDescription: string;
  children: (controls: SortableItemControls) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription } });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80 shadow-lg' : undefined}
    >
      {children({ handle, index, isDragging })}
    </li>
  );
}
