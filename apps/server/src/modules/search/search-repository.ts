import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@matjar/db';
import { SALES_SQL, type SearchKindCategory, type SearchName, type SearchPlan } from '@matjar/core';
import { CARD_COLUMNS, type CardRow } from '../catalog/index.js';

/** A search plan with, per word group, the categories that word names (decision 031), and the device kinds. */
export interface KindSearchPlan extends SearchPlan {
  /** Category ids each group's word names, in group order (empty: the word names no kind). */
  kinds: readonly (readonly number[])[];
  /** Device categories, phones first: among equal name matches their products come first. */
  primary: readonly number[];
}

/**
 * `every`: products matching every word group (by name, kind or maker); `some`: products matching at least one,
 * best first by how many they match: what a phrase with a word no product has ("smart watch") still finds;
 * `someOfNone`: the same when no product matches every group, so none can equal or start with the whole query
 * (each of its spellings holds a word of every group) and the exact and prefix ranks are not computed.
 */
export type SearchMatchMode = 'every' | 'some' | 'someOfNone';

/** Equally good matches compared by trigram similarity at most: beyond them, newest first. */
const RANK_POOL = 100;

/** Days of sales that make a best seller (zero-result page). */
const BEST_SELLER_DAYS = 90;

/**
 * The spellings similarity ranks by: trigram similarity is the costly part of a search (each spelling is compared
 * with both names of every pooled row), and once a word was corrected the spelling as typed holds a word no
 * product has, so it is left out; exact and prefix matches still try every spelling.
 */
function similarityPhrases(plan: KindSearchPlan): readonly string[] {
  if (plan.corrected === null || plan.phrases.length < 2) return plan.phrases;
  // planSearch lists the spelling as typed first.
  return plan.phrases.slice(1);
}

/** 0 for a name that is the whole query (in any of its spellings), 1 for one that starts with it, else 2. */
function phraseRank(phrases: readonly string[]): SQL {
  const exact = sql.join(
    phrases.map((phrase) => sql`p.search_name = ${phrase} OR p.search_name_en = ${phrase}`),
    sql` OR `,
  );
  const prefix = sql.join(
    phrases.map((phrase) => anyName(likePattern(phrase, false))),
    sql` OR `,
  );
  return sql`CASE WHEN ${exact} THEN 0 WHEN ${prefix} THEN 1 ELSE 2 END`;
}

/** LIKE pattern for text found anywhere (or at the start), with the wildcards in the text escaped. */
function likePattern(text: string, anywhere: boolean): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return anywhere ? `%${escaped}%` : `${escaped}%`;
}

function anyName(pattern: string): SQL {
  return sql`(p.search_name LIKE ${pattern} OR p.search_name_en LIKE ${pattern})`;
}

const anyOf = (parts: SQL[]): SQL => (parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` OR `)})`);

/** Per word group: whether a name holds it (strong), and whether its kind or a related word does (weak). */
function groupConditions(plan: KindSearchPlan) {
  return plan.groups.map((group, index) => {
    const inName = anyOf(group.alternatives.map((alternative) => anyName(likePattern(alternative, true))));
    const ids = plan.kinds[index] ?? [];
    const weak = [
      ...(ids.length === 0
        ? []
        : [
            sql`p.category_id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ]),
      ...(group.related ?? []).map((word) => anyName(likePattern(word, true))),
    ];
    const related = anyOf(weak);
    return {
      matches: weak.length === 0 ? inName : sql`(${inName} OR ${related})`,
      score: sql`CASE WHEN ${inName} THEN 2 WHEN ${related} THEN 1 ELSE 0 END`,
    };
  });
}

/**
 * Active products matching a search plan, best first: exact name, name prefix (as typed, with synonyms or with
 * its typos corrected), then by how much of the query the product matches (a word in its name counts twice a
 * word naming its kind or maker), products in stock first, the device kinds first for a brand + line query,
 * then trigram similarity. Searches the generated folded columns, whose trigram GIN indexes serve LIKE '%…%'.
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

    /** Staff's search synonyms as typed (site setting `search_synonyms`), '' when none. */
    async staffSynonyms(): Promise<string> {
      const result = await db.execute<{ value: string | null }>(
        sql`SELECT setting_value AS value FROM site_settings WHERE setting_key = 'search_synonyms'`,
      );
      return result.rows[0]?.value ?? '';
    },

    /** The names search corrects typos against and offers in "did you mean": active products, brands, categories. */
    async names(): Promise<Omit<SearchName, 'folded'>[]> {
      const result = await db.execute<{ text: string; script: 'ar' | 'en'; kind: SearchName['kind'] }>(sql`
        SELECT name AS text, 'ar' AS script, 'product' AS kind FROM products WHERE is_active
        UNION ALL SELECT name_en, 'en', 'product' FROM products WHERE is_active AND coalesce(name_en, '') <> ''
        UNION ALL SELECT name, 'ar', 'brand' FROM brands
        UNION ALL SELECT name_en, 'en', 'brand' FROM brands WHERE coalesce(name_en, '') <> ''
        UNION ALL SELECT name, 'ar', 'category' FROM categories
        UNION ALL SELECT name_en, 'en', 'category' FROM categories WHERE coalesce(name_en, '') <> ''`);
      return result.rows;
    },

    /**
     * For each word group of the plan, whether any active product matches it (by name, kind or maker), and
     * whether one product matches them all. One query of EXISTS probes, each served by the trigram and
     * category indexes and stopped at its first row: a query whose words are all in the shop but never in one
     * product goes straight to the partial matches, without a search that finds nothing first.
     */
    async groupsMatching(plan: KindSearchPlan): Promise<{ groups: boolean[]; all: boolean }> {
      if (plan.groups.length === 0) return { groups: [], all: false };
      const conditions = groupConditions(plan).map((group) => group.matches);
      const exists = (condition: SQL) =>
        sql`EXISTS (SELECT 1 FROM products p WHERE p.is_active AND ${condition})`;
      const result = await db.execute<{ matched: boolean[]; every: boolean }>(
        sql`SELECT ARRAY[${sql.join(conditions.map(exists), sql`, `)}] AS matched,
          ${exists(sql.join(conditions, sql` AND `))} AS every`,
      );
      const row = result.rows[0];
      return { groups: row?.matched ?? [], all: row?.every ?? false };
    },

    async search(plan: KindSearchPlan, limit: number, mode: SearchMatchMode = 'every'): Promise<CardRow[]> {
      if (plan.groups.length === 0) return [];
      const groups = groupConditions(plan);
      // Plain ORs, not LIKE ANY(array): GIN indexes cannot serve array comparisons.
      const found = sql.join(
        groups.map((group) => group.matches),
        mode === 'every' ? sql` AND ` : sql` OR `,
      );
      const score = sql.join(
        groups.map((group) => group.score),
        sql` + `,
      );
      const primaryOrder =
        plan.primary.length === 0
          ? sql`0`
          : sql`CASE ${sql.join(
              plan.primary.map((id, index) => sql`WHEN p.category_id = ${id} THEN ${index}`),
              sql` `,
            )} ELSE ${plan.primary.length} END`;
      const rank = mode === 'someOfNone' ? sql`2` : phraseRank(plan.phrases);
      const similarity = sql.join(
        similarityPhrases(plan).flatMap((phrase) => [
          sql`word_similarity(${phrase}, pool.search_name)`,
          sql`word_similarity(${phrase}, pool.search_name_en)`,
        ]),
        sql`, `,
      );
      // Ranked in two steps on the products' own columns: every match by rank and score (cheap), then the
      // best RANK_POOL of those by trigram similarity too (costly per row), then the card's columns (variant
      // subqueries, brand) for the page's rows only — not for every product a broad word ("سماعة") matches.
      const result = await db.execute<CardRow>(sql`
        SELECT ${CARD_COLUMNS}
        FROM (
          SELECT pool.*, greatest(${similarity}) AS similarity
          FROM (
            SELECT p.id, p.search_name, p.search_name_en, p.stock > 0 AS in_stock,
              ${rank} AS rank,
              ${score} AS score,
              ${primaryOrder} AS kind_order
            FROM products p
            WHERE p.is_active AND (${found})
            ORDER BY rank, score DESC, in_stock DESC, kind_order, p.id DESC
            LIMIT ${Math.max(limit, RANK_POOL)}
          ) pool
          ORDER BY rank, score DESC, in_stock DESC, kind_order, similarity DESC, id DESC
          LIMIT ${limit}
        ) ranked
        JOIN products p ON p.id = ranked.id
        LEFT JOIN brands b ON b.id = p.brand_id
        ORDER BY ranked.rank, ranked.score DESC, ranked.in_stock DESC, ranked.kind_order,
          ranked.similarity DESC, p.id DESC`);
      return result.rows;
    },

    /**
     * Active products in stock that sold the most units in the last BEST_SELLER_DAYS days (core's rule of what
     * counts as a sale), then the newest: what a search that found nothing offers instead.
     */
    async bestSellers(limit: number): Promise<CardRow[]> {
      const result = await db.execute<CardRow>(sql`
        SELECT ${CARD_COLUMNS}
        FROM products p LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN (
          SELECT i.product_id, sum(i.quantity) AS units
          FROM orders JOIN order_items i ON i.order_id = orders.id
          WHERE ${sql.raw(SALES_SQL.counts)}
            AND orders.created_at > now() - make_interval(days => ${BEST_SELLER_DAYS})
          GROUP BY i.product_id
        ) sold ON sold.product_id = p.id
        WHERE p.is_active AND p.stock > 0
        ORDER BY coalesce(sold.units, 0) DESC, p.created_at DESC, p.id DESC
        LIMIT ${limit}`);
      return result.rows;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
