import type { HomepageSection } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import {
  initialSectionsState,
  isBannerSection,
  isDirty,
  mergeVisibleOrder,
  sectionsReducer,
  toSaveBody,
} from './sections-state';

const section = (id: string, order: number, extra: Partial<HomepageSection> = {}): HomepageSection => ({
  id,
  section_type: id,
  display_order: order,
  is_enabled: true,
  config: {},
  ...extra,
});

const document = {
  version: '2026-11-24T10:00:00.000Z',
  sections: [
    section('hero_banner', 1),
    section('latest_products', 2),
    section('categories', 3, { is_permanent: true }),
    section('banner_summer', 4, { config: { height: 200 } }),
  ],
};
const ids = (sections: readonly HomepageSection[]) => sections.map((s) => s.id);

describe('homepage sections state', () => {
  it('starts clean on the loaded document', () => {
    const state = initialSectionsState(document);
    expect(isDirty(state)).toBe(false);
    expect(state.version).toBe(document.version);
  });

  it('reorders locally, renumbering from 1, and is dirty until moved back', () => {
    const start = initialSectionsState(document);
    const [a, b, c, d] = start.sections;
    const moved = sectionsReducer(start, { type: 'reordered', sections: [b!, a!, c!, d!] });
    expect(ids(moved.sections)).toEqual(['latest_products', 'hero_banner', 'categories', 'banner_summer']);
    expect(moved.sections.map((s) => s.display_order)).toEqual([1, 2, 3, 4]);
    expect(isDirty(moved)).toBe(true);
    const back = sectionsReducer(moved, { type: 'reordered', sections: [a!, b!, c!, d!] });
    expect(isDirty(back)).toBe(false);
  });

  it('toggles a section on and off; toggling back is clean again', () => {
    const off = sectionsReducer(initialSectionsState(document), {
      type: 'toggled',
      id: 'latest_products',
      enabled: false,
    });
    expect(off.sections[1]?.is_enabled).toBe(false);
    expect(isDirty(off)).toBe(true);
    expect(isDirty(sectionsReducer(off, { type: 'toggled', id: 'latest_products', enabled: true }))).toBe(
      false,
    );
  });

  it('deletes locally and renumbers, but never the permanent section', () => {
    const start = initialSectionsState(document);
    const deleted = sectionsReducer(start, { type: 'deleted', id: 'hero_banner' });
    expect(ids(deleted.sections)).toEqual(['latest_products', 'categories', 'banner_summer']);
    expect(deleted.sections.map((s) => s.display_order)).toEqual([1, 2, 3]);
    expect(isDirty(deleted)).toBe(true);
    expect(ids(deleted.saved)).toHaveLength(4);
    const kept = sectionsReducer(start, { type: 'deleted', id: 'categories' });
    expect(ids(kept.sections)).toEqual(ids(start.sections));
  });

  it('a fresh load replaces the edits (after a save or a reload)', () => {
    const edited = sectionsReducer(initialSectionsState(document), { type: 'deleted', id: 'hero_banner' });
    const reloaded = sectionsReducer(edited, {
      type: 'loaded',
      document: { ...document, version: 'v2' },
    });
    expect(isDirty(reloaded)).toBe(false);
    expect(reloaded.version).toBe('v2');
  });

  it('saves the list in screen order with its version and each config untouched', () => {
    const state = sectionsReducer(initialSectionsState(document), {
      type: 'toggled',
      id: 'banner_summer',
      enabled: false,
    });
    const body = toSaveBody(state);
    expect(body.version).toBe(document.version);
    expect(body.sections.map((s) => s.id)).toEqual(ids(document.sections));
    expect(body.sections[3]).toEqual({
      id: 'banner_summer',
      section_type: 'banner_summer',
      is_enabled: false,
      config: { height: 200 },
    });
  });
});

describe('the banners view', () => {
  it('knows banner sections by type', () => {
    expect(document.sections.filter(isBannerSection).map((s) => s.id)).toEqual([
      'hero_banner',
      'banner_summer',
    ]);
  });

  it('puts reordered banners into the banners’ places and leaves the others where they are', () => {
    const all = document.sections;
    const banners = all.filter(isBannerSection).reverse();
    expect(ids(mergeVisibleOrder(all, banners))).toEqual([
      'banner_summer',
      'latest_products',
      'categories',
      'hero_banner',
    ]);
  });
});
