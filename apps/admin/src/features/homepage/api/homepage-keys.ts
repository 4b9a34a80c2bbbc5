// The homepage manager's cache keys: one root, so a save refreshes the list and every open section.
const root = ['homepage-sections'] as const;

export const homepageKeys = {
  all: root,
  document: () => [...root, 'document'] as const,
  section: (id: string) => [...root, 'section', id] as const,
};
