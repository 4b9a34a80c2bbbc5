import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@matjar/db';
import type { SearchKindCategory, SearchPlan } from '@matjar/core';

/** A search plan with, per word group, the categories that word names (decision 031), and the device kinds. */
export interface KindSearchPlan extends SearchPlan {
  /** Category ids each group's word names, in group order (empty: the word names no kind). */
  kinds: readonly (readonly number[])[];
  /** Device categories, phones first: among equal name matches their products come first. */
  primary: readonly number[];
}
import { CARD_COLUMNS, type CardRow } from '../catalog/index.js';

/** LIKE pattern for text found anywhere (or at the start), with the wildcards in the text escaped. */
function likePattern(text: string, anywhere: boolean): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return anywhere ? `%${escaped}%` : `${escaped}%`;
}

function anyName(pattern: string): SQL {
  return sql`(p.search_name LIKE ${pattern} OR p.search_name_en LIKE ${pattern})`;
}

/**
 * Active products matching a search plan, best first: exact name, name prefix, every word inside a name, every
 * word inside a name or naming the product's kind (its first category), then near misses by trigram word similarity (typos); within each of these, products in stock first. Searches the generated folded columns, whose trigram
 * GIN indexes serve LIKE '%…%' and the <% operator.
 */
export function createSearchRepository(db: Db) {
  return {
    /** Every category with the words search reads (names and the staff's search words). */
    async categories(): Promise<SearchKindCategory[]> {
      const result = await db.execute<SearchKindCategory & Record<string, unknown>>(
        sql`SELECT id, name, name_en, search_words FROM categories ORDER BY id`,
      );
      return result.rows;
    },

    async search(plan: KindSearchPlan, limit: number): Promise<CardRow[]> {
      if (plan.groups.length === 0) return [];
      // Plain ORs, not LIKE ANY(array): GIN indexes cannot serve array comparisons.
      const byName = plan.groups.map(
        (group) =>
          sql`(${sql.join(
            group.alternatives.map((alternative) => anyName(likePattern(alternative, true))),
            sql` OR `,
          )})`,
      );
      const everyWord = sql.join(byName, sql` AND `);
      // A word of a kind (جوال, headphones…) also matches every product of the categories it names.
      const byKind = byName.map((name, index) => {
        const ids = plan.kinds[index] ?? [];
        return ids.length === 0
          ? name
          : sql`(${name} OR p.category_id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}))`;
      });
      const everyWordOrKind = sql.join(byKind, sql` AND `);
      const primaryOrder =
        plan.primary.length === 0
          ? sql`0`
          : sql`CASE ${sql.join(
              plan.primary.map((id, index) => sql`WHEN p.category_id = ${id} THEN ${index}`),
              sql` `,
            )} ELSE ${plan.primary.length} END`;
      const phrases = plan.phrases;
      const exact = sql.join(
        phrases.map((phrase) => sql`p.search_name = ${phrase} OR p.search_name_en = ${phrase}`),
        sql` OR `,
      );
      const prefix = sql.join(
        phrases.map((phrase) => anyName(likePattern(phrase, false))),
        sql` OR `,
      );
      const nearMiss = sql.join(
        phrases.map((phrase) => sql`${phrase} <% p.search_name OR ${phrase} <% p.search_name_en`),
        sql` OR `,
      );
      const similarity = sql.join(
        phrases.flatMap((phrase) => [
          sql`word_similarity(${phrase}, p.search_name)`,
          sql`word_similarity(${phrase}, p.search_name_en)`,
        ]),
        sql`, `,
      );
      const result = await db.execute<CardRow>(sql`
        SELECT * FROM (
          SELECT ${CARD_COLUMNS}, p.stock > 0 AS in_stock,
            CASE WHEN ${exact} THEN 0 WHEN ${prefix} THEN 1 WHEN ${everyWord} THEN 2
              WHEN ${everyWordOrKind} THEN 3 ELSE 4 END AS rank,
            ${primaryOrder} AS kind_order,
            greatest(${similarity}) AS similarity
          FROM products p LEFT JOIN brands b ON b.id = p.brand_id
          WHERE p.is_active AND ((${everyWordOrKind}) OR ${nearMiss})
        ) found
        ORDER BY rank, in_stock DESC, kind_order, similarity DESC, id DESC
        LIMIT ${limit}`);
      return result.rows;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
