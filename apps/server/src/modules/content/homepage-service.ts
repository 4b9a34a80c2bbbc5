import {
  AppError,
  DEFAULT_BANNER_HEIGHT,
  DEFAULT_INFO_BG,
  MAX_HOMEPAGE_SECTIONS,
  SectionIdentifier,
  makeSectionType,
  renumberSections,
  resolveHomepageSections,
  sectionEditorKind,
  type AdminCreateSectionBody,
  type AdminHomepageDocument,
  type AdminHomepageSectionsBody,
  type AdminSectionBody,
  type HomepageSection,
  type HomepageSectionConfig,
  type SectionEditorKind,
} from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { notify } from '../../events/notify.js';
import { recordActivity, type ActivityActor, type ActivityInput } from '../audit/index.js';
import {
  bannerImageUrls,
  checkSectionConfig,
  documentReferences,
  imagesDropped,
  prepareDocument,
  storedConfig,
} from './homepage-document.js';
import { checkDocumentReferences } from './homepage-references.js';
import { fieldIssue } from '../../http/field-issue.js';
import type { ContentMedia } from './content-media.js';
import { lockSetting, readSetting, writeSetting } from './setting-rows.js';

export const HOMEPAGE_SECTIONS_KEY = 'homepage_sections';

export interface HomepageServiceDeps extends ContentMedia {
  db: Db;
}

type Path = (string | number)[];

/** What one change does to the list: the new list, its log entry, and where to report a bad reference. */
interface Change {
  sections: HomepageSection[];
  /** Path prefix in the request of the section at this index of the new list; null skips its references. */
  pathOf: (index: number) => Path | null;
  activity: (before: HomepageSection[]) => Omit<ActivityInput, 'entityType' | 'entityId' | 'entityName'>;
}

/** A new section's starting config: its kind's defaults and the dialog's titles (back-office §3, §4). */
function newSectionConfig(kind: SectionEditorKind, body: AdminCreateSectionBody): HomepageSectionConfig {
  const titles = {
    ...(body.title_ar ? { title_ar: body.title_ar } : {}),
    ...(body.title_en ? { title_en: body.title_en } : {}),
  };
  if (kind === 'banner') return { ...titles, height: DEFAULT_BANNER_HEIGHT, images: [] };
  if (kind === 'products') return { ...titles, product_ids: [] };
  if (kind === 'categories') return { ...titles, category_ids: [] };
  return { ...titles, bg_color: DEFAULT_INFO_BG };
}

/**
 * The homepage manager's document (back-office §2, §4): the homepage_sections setting read as the storefront
 * reads it, and every change to it made under the setting's lock with a version check, audited, and announced
 * to every process in the same transaction.
 */
export function createHomepageService(deps: HomepageServiceDeps) {
  const { db } = deps;

  async function current(handle: Db | DbTransaction) {
    const row = await readSetting(handle, HOMEPAGE_SECTIONS_KEY);
    return { sections: resolveHomepageSections(row?.value), version: row?.version ?? null };
  }

  async function commit(
    actor: ActivityActor,
    expectedVersion: string | null,
    change: (before: HomepageSection[]) => Change,
  ): Promise<AdminHomepageDocument> {
    const saved = await db.transaction(async (tx) => {
      const row = await lockSetting(tx, HOMEPAGE_SECTIONS_KEY);
      if ((row?.version ?? null) !== expectedVersion) throw new AppError('HOMEPAGE_CHANGED');
      const before = resolveHomepageSections(row?.value);
      const next = change(before);
      // Read inside the lock: a product deleted meanwhile has either gone from the list already (its deletion
      // edits the document under this lock) or is refused here.
      const refs = documentReferences(next.sections, next.pathOf);
      // An image already on the homepage stays acceptable: reordering never fails on what was stored before.
      const stored = new Set(bannerImageUrls(before));
      refs.images = refs.images.filter((ref) => !stored.has(ref.url));
      await checkDocumentReferences(tx, deps.isShopImage, refs);
      const version = await writeSetting(tx, HOMEPAGE_SECTIONS_KEY, JSON.stringify(next.sections));
      await recordActivity(tx, actor, {
        entityType: 'setting',
        entityId: HOMEPAGE_SECTIONS_KEY,
        entityName: HOMEPAGE_SECTIONS_KEY,
        ...next.activity(before),
      });
      await notify(tx, CHANNELS.settingsChanged, '{}');
      return { before, sections: next.sections, version };
    });
    await deps.releaseMedia(imagesDropped(saved.before, saved.sections));
    return { sections: saved.sections, version: saved.version };
  }

  function findSection(sections: readonly HomepageSection[], sectionId: string): number {
    const index = sections.findIndex((section) => section.id === sectionId);
    if (index < 0) throw new AppError('SECTION_NOT_FOUND');
    return index;
  }

  return {
    document: () => current(db),

    async section(sectionId: string) {
      const document = await current(db);
      return { ...document, section: document.sections[findSection(document.sections, sectionId)]! };
    },

    /** Save order: the whole list in the order to show it (PUT /api/admin/homepage-sections). */
    save(actor: ActivityActor, body: AdminHomepageSectionsBody) {
      const sections = prepareDocument(body.sections);
      return commit(actor, body.version, () => ({
        sections,
        pathOf: (index) => ['sections', index],
        activity: (before) => ({
          action: 'UPDATE',
          old: { homepage_sections: before },
          new: { homepage_sections: sections },
          description: `Saved the homepage sections (${sections.length}, ${sections.filter((s) => s.is_enabled).length} shown)`,
        }),
      }));
    },

    /** Add section: appended enabled at the end and saved at once (back-office §4, §5). */
    async create(actor: ActivityActor, body: AdminCreateSectionBody) {
      const type = makeSectionType(body.kind, body.identifier);
      if (!type) throw fieldIssue('SECTION_NAME_REQUIRED', {}, ['identifier']);
      if (!SectionIdentifier.safeParse(type).success) {
        throw fieldIssue('INVALID_SECTION_IDENTIFIER', {}, ['identifier']);
      }
      // 'info_top_banner' would open the banner editor but draw as text: the name may not change the kind.
      if (sectionEditorKind(type) !== body.kind)
        throw fieldIssue('SECTION_NAME_RESERVED', {}, ['identifier']);
      let added: HomepageSection | undefined;
      const document = await commit(actor, body.version, (before) => {
        if (before.some((section) => section.id === type || section.section_type === type)) {
          throw fieldIssue('SECTION_EXISTS', { type }, ['identifier']);
        }
        if (before.length >= MAX_HOMEPAGE_SECTIONS) {
          throw new AppError('TOO_MANY_SECTIONS', { max: MAX_HOMEPAGE_SECTIONS });
        }
        added = {
          id: type,
          section_type: type,
          display_order: before.length + 1,
          is_enabled: true,
          is_permanent: false,
          config: newSectionConfig(body.kind, body),
        };
        const sections = renumberSections([...before, added]);
        return {
          sections,
          pathOf: () => null,
          activity: () => ({
            action: 'CREATE',
            new: { section: added },
            description: `Added the homepage section ${type}`,
          }),
        };
      });
      return { ...document, section: document.sections.find((s) => s.id === type) ?? added! };
    },

    /** An edit screen's 'save changes': one section's config and toggle (PUT …/homepage-sections/{id}). */
    async saveSection(actor: ActivityActor, sectionId: string, body: AdminSectionBody) {
      const document = await commit(actor, body.version, (before) => {
        const index = findSection(before, sectionId);
        const old = before[index]!;
        checkSectionConfig({ id: old.id, section_type: old.section_type, config: body.config }, []);
        const updated: HomepageSection = {
          ...old,
          is_enabled: body.is_enabled ?? old.is_enabled,
          config: storedConfig(body.config),
        };
        const sections = renumberSections(before.map((s, i) => (i === index ? updated : s)));
        return {
          sections,
          pathOf: (i) => (i === index ? [] : null),
          activity: () => ({
            action: 'UPDATE',
            old: { section: old },
            new: { section: updated },
            description: `Saved the homepage section ${old.id}`,
          }),
        };
      });
      return { ...document, section: document.sections[findSection(document.sections, sectionId)]! };
    },
  };
}

export type HomepageService = ReturnType<typeof createHomepageService>;
