import { ACTIVITY_ENTITY_TYPES, isolate, type ActivityLogEntry } from '@matjar/core';
import type { Translate } from '../../i18n/translate';

type KnownEntity = (typeof ACTIVITY_ENTITY_TYPES)[number];

function isKnownEntity(value: string): value is KnownEntity {
  return (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(value);
}

/** The entity type in the UI language; types the server logs beyond the spec's list show as they are. */
export function entityLabel(type: string, t: Translate): string {
  return isKnownEntity(type) ? t(`activity.entity.${type}`) : type;
}

/**
 * The description in the UI language, built from the entry's fields. The server stores one English
 * description (kept for the CSV export and shown for entity types this screen does not know). The name (an
 * order number, a username, a product name in either script) is isolated so an Arabic line keeps its order.
 */
export function activityDescription(
  entry: Pick<ActivityLogEntry, 'action_type' | 'entity_type' | 'entity_name' | 'entity_id' | 'description'>,
  t: Translate,
): string {
  if (!isKnownEntity(entry.entity_type)) return entry.description;
  const name = entry.entity_name ?? String(entry.entity_id ?? '');
  return t(`activity.describe.${entry.action_type}`, {
    entity: entityLabel(entry.entity_type, t),
    name: isolate(name),
  }).trim();
}
