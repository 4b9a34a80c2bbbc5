import { sectionEditorKind, type HomepageSection } from '@matjar/core';

/** The spec's edit routes (back-office §2): /homepage/{banner|products|categories|info}/{id}. */
export function sectionEditPath(section: Pick<HomepageSection, 'id' | 'section_type'>): string {
  return `/homepage/${sectionEditorKind(section.section_type)}/${encodeURIComponent(section.id)}`;
}
