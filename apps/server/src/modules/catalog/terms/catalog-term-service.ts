import { eq, sql, type SQL } from 'drizzle-orm';
import { AppError, type AdminCatalogTerm, type ErrorCode } from '@matjar/core';
import { brands, categories, type Db, type DbTransaction } from '@matjar/db';
import { CHANNELS } from '../../../events/channels.js';
import { notify } from '../../../events/notify.js';
import { changedFields, recordActivity, type ActivityActor } from '../../audit/index.js';
import { requireShopImages } from '../../media/index.js';
import { uniqueViolation } from '../../../sql/postgres-errors.js';

// Categories and brands behave alike in the back office (list, create, update, delete, icon); only their
// table, product count, names in the log and messages differ, so one service serves both.

export type CatalogTermKind = 'category' | 'brand';

interface KindSpec {
  table: typeof categories | typeof brands;
  tableName: SQL;
  /** Products that use the term. */
  productCount: (idColumn: SQL) => SQL;
  /** Columns of its own besides the shared ones (a category's search words). */
  extraColumns: SQL;
  uniqueConstraint: string;
  taken: ErrorCode;
  notFound: ErrorCode;
  inUse: ErrorCode;
}

const KINDS: Record<CatalogTermKind, KindSpec> = {
  category: {
    table: categories,
    tableName: sql`categories`,
    productCount: (id) => sql`(SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = ${id})`,
    extraColumns: sql`, t.search_words`,
    uniqueConstraint: 'categories_name_unique',
    taken: 'CATEGORY_NAME_TAKEN',
    notFound: 'CATEGORY_NOT_FOUND',
    inUse: 'CATEGORY_IN_USE',
  },
  brand: {
    table: brands,
    tableName: sql`brands`,
    productCount: (id) => sql`(SELECT count(*)::int FROM products p WHERE p.brand_id = ${id})`,
    extraColumns: sql``,
    uniqueConstraint: 'brands_name_unique',
    taken: 'BRAND_NAME_TAKEN',
    notFound: 'BRAND_NOT_FOUND',
    inUse: 'BRAND_IN_USE',
  },
};

export interface CatalogTermInput {
  name: string;
  nameEn: string;
  icon: string | null;
  /** Categories only; undefined keeps the stored words. */
  searchWords?: string;
}

type RawTerm = Omit<AdminCatalogTerm, 'created_at' | 'updated_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
};

const toTerm = (row: RawTerm): AdminCatalogTerm => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

export interface CatalogTermDeps {
  db: Db;
  /** Whether an address is a file the shop stores (the media service's check). */
  isShopImage: (url: string) => Promise<boolean>;
  releaseMedia: (urls: Iterable<string | null | undefined>) => Promise<unknown>;
}

export function createCatalogTermService(kind: CatalogTermKind, deps: CatalogTermDeps) {
  const { db } = deps;
  const spec = KINDS[kind];
  const { table } = spec;

  async function select(handle: Db | DbTransaction, id?: number, lock = false): Promise<AdminCatalogTerm[]> {
    const result = await handle.execute<RawTerm>(sql`
      SELECT t.id, t.name, t.name_en, t.icon${spec.extraColumns}, ${spec.productCount(sql`t.id`)} AS product_count,
        t.created_at, t.updated_at
      FROM ${spec.tableName} t
      ${id === undefined ? sql`` : sql`WHERE t.id = ${id}`}
      ORDER BY t.id ${lock ? sql`FOR UPDATE OF t` : sql``}`);
    return result.rows.map(toTerm);
  }

  async function locked(tx: DbTransaction, id: number): Promise<AdminCatalogTerm> {
    const [term] = await select(tx, id, true);
    if (!term) throw new AppError(spec.notFound);
    return term;
  }

  /** Runs a write; a second term with the same Arabic name answers the spec's message. */
  async function write<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === spec.uniqueConstraint) throw new AppError(spec.taken);
      throw error;
    }
  }

  /** The icon is a file of the shop (or, for a category, an emoji); the one it had stays acceptable. */
  const requireIcon = (icon: string | null, kept: string | null = null) =>
    requireShopImages(icon ? [{ url: icon, path: ['icon'] }] : [], {
      isShopImage: deps.isShopImage,
      kept: [kept],
      emojiAllowed: kind === 'category',
    });

  const logged = (term: AdminCatalogTerm) => ({
    name: term.name,
    name_en: term.name_en,
    icon: term.icon,
    ...(term.search_words === undefined ? {} : { search_words: term.search_words }),
  });
  // Categories and brands show in menus, filters and every card: every cached storefront answer goes.
  const announce = (tx: DbTransaction) => notify(tx, CHANNELS.catalogChanged, '{}');

  async function update(
    actor: ActivityActor,
    id: number,
    change: (before: AdminCatalogTerm) => CatalogTermInput,
    description: (name: string) => string,
  ): Promise<AdminCatalogTerm> {
    let oldIcon: string | null = null;
    const term = await write(async (tx) => {
      const before = await locked(tx, id);
      const input = change(before);
      await requireIcon(input.icon, before.icon);
      await tx
        .update(table)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(table.id, id));
      const [after] = await select(tx, id);
      const diff = changedFields(logged(before), logged(after!));
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: kind,
        entityId: id,
        entityName: after!.name,
        old: diff.old,
        new: diff.new,
        description: description(after!.name),
      });
      await announce(tx);
      if (before.icon !== after!.icon) oldIcon = before.icon;
      return after!;
    });
    await deps.releaseMedia([oldIcon]);
    return term;
  }

  return {
    list: () => select(db),

    async create(actor: ActivityActor, input: CatalogTermInput): Promise<AdminCatalogTerm> {
      await requireIcon(input.icon);
      return write(async (tx) => {
        const [row] = await tx.insert(table).values(input).returning({ id: table.id });
        const [term] = await select(tx, row!.id);
        await recordActivity(tx, actor, {
          action: 'CREATE',
          entityType: kind,
          entityId: row!.id,
          entityName: input.name,
          new: logged(term!),
          description: `Created ${kind} ${input.name}`,
        });
        await announce(tx);
        return term!;
      });
    },

    update: (actor: ActivityActor, id: number, input: CatalogTermInput) =>
      update(
        actor,
        id,
        () => input,
        (name) => `Updated ${kind} ${name}`,
      ),

    setIcon: (actor: ActivityActor, id: number, icon: string | null) =>
      update(
        actor,
        id,
        (before) => ({ name: before.name, nameEn: before.name_en, icon }),
        (name) => `${icon ? 'Set' : 'Deleted'} the icon of ${kind} ${name}`,
      ),

    /** Refused while products use it: a product keeps at least one category and always has a brand. */
    async remove(actor: ActivityActor, id: number): Promise<void> {
      let icon: string | null = null;
      await write(async (tx) => {
        const before = await locked(tx, id);
        if (before.product_count > 0) throw new AppError(spec.inUse, { count: before.product_count });
        await tx.delete(table).where(eq(table.id, id));
        await recordActivity(tx, actor, {
          action: 'DELETE',
          entityType: kind,
          entityId: id,
          entityName: before.name,
          old: logged(before),
          description: `Deleted ${kind} ${before.name}`,
        });
        await announce(tx);
        icon = before.icon;
      });
      await deps.releaseMedia([icon]);
    },
  };
}
export type CatalogTermService = ReturnType<typeof createCatalogTermService>;
