import { formatNumber } from '@matjar/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../i18n/translate';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { SortableList } from './sortable-list';
import type { SortableOrientation } from './sortable-list-keyboard';

interface Colour {
  id: string;
  name: string;
}
const COLOURS: Colour[] = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
  { id: 'green', name: 'Green' },
];

function Colours({
  onReorder,
  orientation,
}: {
  onReorder: (ids: string[]) => void;
  orientation: SortableOrientation;
}) {
  const [items, setItems] = useState(COLOURS);
  return (
    <SortableList
      items={items}
      getId={(item) => item.id}
      getLabel={(item) => item.name}
      label="Colours"
      orientation={orientation}
      onReorder={(next) => {
        setItems(next);
        onReorder(next.map((item) => item.id));
      }}
      renderItem={(item, { handle }) => (
        <div>
          {handle}
          <span>{item.name}</span>
        </div>
      )}
    />
  );
}

/**
 * jsdom lays nothing out, and the drag library finds where an item goes by the boxes of the items. Each list
 * item gets the box it would have: a column of rows, or a row of tiles that runs right to left in Arabic.
 */
function layOut(orientation: SortableOrientation, language: Language) {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const item = this.closest('li');
    const siblings = item?.parentElement ? Array.from(item.parentElement.children) : [];
    const index = item ? siblings.indexOf(item) : 0;
    if (orientation === 'vertical') return new DOMRect(0, index * 50, 300, 40);
    const slot = language === 'ar' ? siblings.length - 1 - index : index;
    return new DOMRect(slot * 100, 0, 90, 90);
  };
}
const measure = Element.prototype.getBoundingClientRect;
afterEach(() => {
  Element.prototype.getBoundingClientRect = measure;
});

const order = () => screen.getAllByRole('listitem').map((item) => item.textContent);

async function moveWithKeys(handleName: string, keys: string) {
  const user = userEvent.setup();
  screen.getByRole('button', { name: handleName }).focus();
  // The keyboard sensor picks up, steps and drops on successive key events.
  for (const key of ['[Space]', ...keys.split(' '), '[Space]']) await user.keyboard(key);
}

describe.each(LANGUAGES)('SortableList (%s)', (language) => {
  describe('a vertical list', () => {
    beforeEach(() => layOut('vertical', language));

    it('moves an item down by keyboard and announces where it landed, in the UI language', async () => {
      const onReorder = vi.fn<(ids: string[]) => void>();
      const { t } = renderInLanguage(<Colours onReorder={onReorder} orientation="vertical" />, language);
      expect(screen.getByRole('list', { name: 'Colours' })).toBeTruthy();
      await moveWithKeys(t('kit.sortable.handle', { item: 'Red' }), '{ArrowDown}');
      expect(onReorder).toHaveBeenCalledWith(['blue', 'red', 'green']);
      expect(order()).toEqual(['Blue', 'Red', 'Green']);
      const n = (value: number) => formatNumber(value, language);
      expect(
        screen.getByText(t('kit.sortable.dropped', { item: 'Red', position: n(2), total: n(3) })),
      ).toBeTruthy();
    });

    it('moves an item up, and Escape puts it back', async () => {
      const onReorder = vi.fn<(ids: string[]) => void>();
      const { t } = renderInLanguage(<Colours onReorder={onReorder} orientation="vertical" />, language);
      await moveWithKeys(t('kit.sortable.handle', { item: 'Green' }), '{ArrowUp} {ArrowUp}');
      expect(order()).toEqual(['Green', 'Red', 'Blue']);

      const user = userEvent.setup();
      screen.getByRole('button', { name: t('kit.sortable.handle', { item: 'Red' }) }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{Escape}');
      expect(onReorder).toHaveBeenCalledTimes(1);
      expect(order()).toEqual(['Green', 'Red', 'Blue']);
      expect(screen.getByText(t('kit.sortable.cancelled', { item: 'Red' }))).toBeTruthy();
    });
  });

  describe('a row of tiles', () => {
    beforeEach(() => layOut('horizontal', language));

    it('moves an item later with the arrow that points along the reading direction', async () => {
      const onReorder = vi.fn<(ids: string[]) => void>();
      const { t } = renderInLanguage(<Colours onReorder={onReorder} orientation="horizontal" />, language);
      // Arabic reads right to left, so "later" is ArrowLeft there and ArrowRight in English.
      const later = language === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
      await moveWithKeys(t('kit.sortable.handle', { item: 'Red' }), later);
      expect(onReorder).toHaveBeenLastCalledWith(['blue', 'red', 'green']);
    });
  });
});
