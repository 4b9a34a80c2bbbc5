import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@matjar/db';
import type { SearchPlan } from '@matjar/core';
import { CARD_COLUMNS, type CardRow } from '../catalog/catalog-repository.js';

/** LIKE pattern for text found anywhere (or at the start), with the wildcards in the text escaped. */
function likePattern(text: string, anywhere: boolean): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return anywhere ? `%${escaped}%` : `${escaped}%`;
}

function anyName(pattern: string): SQL {
  return sql`(p.search_name LIKE ${pattern} OR p.search_name_en LIKE ${pattern})`;
}

/**
 * Active products matching a search plan, best first: exact name, name prefix, every word inside a name,
 * then near misses by trigram word similarity (typos); within each of these, products in stock first. Searches the generated folded columns, whose trigram
 * GIN indexes serve LIKE '%…%' and the <% operator.
 */
export function createSearchRepository(db: Db) {
  return {
    async search(plan: SearchPlan, limit: number): Promise<CardRow[]> {
      if (plan.groups.length === 0) return [];
      // Plain ORs, not LIKE ANY(array): GIN indexes cannot serve array comparisons.
      const everyWord = sql.join(
        plan.groups.map(
          (group) =>
            sql`(${sql.join(
              group.alternatives.map((alternative) => anyName(likePattern(alternative, true))),
              sql` OR `,
            )})`,
        ),
        sql` AND `,
      );
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
            CASE WHEN ${exact} THEN 0 WHEN ${prefix} THEN 1 WHEN ${everyWord} THEN 2 ELSE 3 END AS rank,
            greatest(${similarity}) AS similarity
          FROM products p LEFT JOIN brands b ON b.id = p.brand_id
          WHERE p.is_active AND ((${everyWord}) OR ${nearMiss})
        ) found
        ORDER BY rank, in_stock DESC, similarity DESC, id DESC
        LIMIT ${limit}`);
      return result.rows;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
