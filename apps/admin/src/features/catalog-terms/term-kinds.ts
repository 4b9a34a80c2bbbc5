import { AdminBrandBody, AdminCategoryBody } from '@matjar/core';
import type { z } from 'zod';
import type { CatalogTermBody, CatalogTermKind } from '../../lib/api/catalog-terms';
import type { brandsAr } from '../../i18n/brands.ar';
import type { categoriesAr } from '../../i18n/categories.ar';
import type { TermFormValues } from './term-form';

// Categories and brands share their screens' behaviour (back-office §2, §5): add and edit in a dialog, delete
// the term or only its icon, each asked first. What differs between them is data, kept here.

type Suffix<Key, Prefix extends string> = Key extends `${Prefix}.${infer Rest}` ? Rest : never;
/** The messages both kinds have, by their name after the kind's prefix ('add', 'deleteConfirm', …). */
export type TermMessage = Suffix<keyof typeof categoriesAr, 'categories'> &
  Suffix<keyof typeof brandsAr, 'brands'>;

export interface TermKindSpec {
  /** The prefix of the kind's messages (i18n/categories.*.ts, i18n/brands.*.ts). */
  messages: 'categories' | 'brands';
  /** core's body, which the server validates too. */
  schema: z.ZodType<CatalogTermBody, TermFormValues>;
  /** Which names the form requires: both, for categories and brands alike. */
  requiredNames: { ar: true; en?: true };
  /** Categories may take an emoji instead of a picture (departure D17). */
  allowEmoji: boolean;
  /** The server's refusals about one field, shown beside it rather than only in a toast. */
  fieldOfError: Readonly<Record<string, 'name' | 'name_en' | 'icon'>>;
}

export const TERM_KINDS: Readonly<Record<CatalogTermKind, TermKindSpec>> = {
  category: {
    messages: 'categories',
    schema: AdminCategoryBody,
    requiredNames: { ar: true, en: true },
    allowEmoji: true,
    fieldOfError: { CATEGORY_NAME_TAKEN: 'name' },
  },
  brand: {
    messages: 'brands',
    schema: AdminBrandBody,
    requiredNames: { ar: true, en: true },
    allowEmoji: false,
    fieldOfError: { BRAND_NAME_TAKEN: 'name' },
  },
};

/** The message key of one of the kind's messages ('brands.deleteConfirm'). */
export function termMessage<const Message extends TermMessage>(kind: CatalogTermKind, message: Message) {
  return `${TERM_KINDS[kind].messages}.${message}` as `${TermKindSpec['messages']}.${Message}`;
}
