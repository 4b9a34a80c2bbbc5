import { isIconEmoji, type AdminCatalogTerm } from '@matjar/core';
import { catalogIconKind } from '../../ui/catalog-icon-kind';

// The add/edit form of a category or brand (back-office §2, §5): its fields are core's AdminCategoryBody or
// AdminBrandBody (term-kinds.ts), which the server validates too.

/** What the form holds: a category's body input, into which a brand's (both names required) fits. */
export interface TermFormValues {
  name: string;
  name_en?: string | null;
  icon?: string | null;
  /** Categories only: the words shoppers type for the kind (decision 031). */
  search_words?: string;
}

export function termToForm(term: AdminCatalogTerm | null): TermFormValues {
  if (!term) return { name: '', name_en: '', icon: null };
  return {
    name: term.name,
    name_en: term.name_en,
    icon: term.icon,
    ...(term.search_words === undefined ? {} : { search_words: term.search_words }),
  };
}

/**
 * What is wrong with the icon before it is sent: text typed in the emoji field that is not an emoji (D17; an
 * image comes from the uploader). The server refuses it too, as an image that is not the shop's.
 */
export function termIconProblem(icon: string | null): 'ICON_NOT_EMOJI' | null {
  return icon && catalogIconKind(icon) === 'emoji' && !isIconEmoji(icon) ? 'ICON_NOT_EMOJI' : null;
}
