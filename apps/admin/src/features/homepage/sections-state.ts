import {
  renumberSections,
  sectionEditorKind,
  type AdminHomepageDocument,
  type AdminHomepageSectionsBody,
  type HomepageSection,
} from '@matjar/core';

// The homepage manager's local list (back-office §4): reorder, enable and delete stay here until 'save order'.

export interface SectionsState {
  /** The list as the server last answered it. */
  saved: readonly HomepageSection[];
  /** The list on screen, in the order to save. */
  sections: readonly HomepageSection[];
  /** The stored document's version the edits were made on (a save sends it back). */
  version: string | null;
}

export type SectionsAction =
  | { type: 'loaded'; document: AdminHomepageDocument }
  | { type: 'reordered'; sections: readonly HomepageSection[] }
  | { type: 'toggled'; id: string; enabled: boolean }
  | { type: 'deleted'; id: string };

export function initialSectionsState(document: AdminHomepageDocument): SectionsState {
  return { saved: document.sections, sections: document.sections, version: document.version };
}

export function sectionsReducer(state: SectionsState, action: SectionsAction): SectionsState {
  switch (action.type) {
    case 'loaded':
      return initialSectionsState(action.document);
    case 'reordered':
      return { ...state, sections: renumberSections(action.sections) };
    case 'toggled':
      return {
        ...state,
        sections: state.sections.map((section) =>
          section.id === action.id ? { ...section, is_enabled: action.enabled } : section,
        ),
      };
    case 'deleted':
      // A permanent section can only be disabled (§4); the screen says so instead of dispatching.
      return {
        ...state,
        sections: renumberSections(
          state.sections.filter((section) => section.id !== action.id || section.is_permanent),
        ),
      };
  }
}

/** What the manager changes: the order, which sections exist, and which are on. */
const shapeOf = (sections: readonly HomepageSection[]) =>
  sections.map((section) => `${section.id}:${section.is_enabled ? 1 : 0}`).join('|');

export function isDirty(state: SectionsState): boolean {
  return shapeOf(state.sections) !== shapeOf(state.saved);
}

/** PUT body: the list in screen order (the server renumbers from 1 and keeps the permanent flag itself). */
export function toSaveBody(state: SectionsState): AdminHomepageSectionsBody {
  return {
    version: state.version,
    sections: state.sections.map((section) => ({
      id: section.id,
      section_type: section.section_type,
      is_enabled: section.is_enabled,
      config: section.config as AdminHomepageSectionsBody['sections'][number]['config'],
    })),
  };
}

export function isBannerSection(section: Pick<HomepageSection, 'section_type'>): boolean {
  return sectionEditorKind(section.section_type) === 'banner';
}

/**
 * A reorder made while only some sections are shown (the banners view): the shown ones take the places the
 * shown ones held, in their new order; the hidden ones keep theirs.
 */
export function mergeVisibleOrder(
  all: readonly HomepageSection[],
  reorderedVisible: readonly HomepageSection[],
): HomepageSection[] {
  const visibleIds = new Set(reorderedVisible.map((section) => section.id));
  let next = 0;
  return all.map((section) => (visibleIds.has(section.id) ? reorderedVisible[next++]! : section));
}
