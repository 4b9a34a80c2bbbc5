import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL twin of @matjar/core normalizeForSearch, for generated columns and queries: drops diacritics,
 * tatweel and combining hamza/madda, folds the alef forms (آ أ إ ٱ → ا), ة → ه, ى → ي and Arabic-Indic
 * digits, lowercases and collapses whitespace. Only immutable functions, so it can back a generated column.
 * A table test (search-fold.test.ts) checks it agrees with the TypeScript version.
 */
export function searchFoldSql(expression: string): SQL {
  return sql.raw(
    `btrim(regexp_replace(lower(translate(regexp_replace(${expression}, ` +
      `'[\\u064B-\\u0655\\u0670\\u0640]', '', 'g'), ` +
      `'آأإٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهي01234567890123456789')), '\\s+', ' ', 'g'))`,
  );
}
