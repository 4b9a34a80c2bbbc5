import { ACTIVITY_ENTITY_TYPES } from '@matjar/core';
import type { Translate } from '../../i18n/translate';

type KnownEntity = (typeof ACTIVITY_ENTITY_TYPES)[number];

function isKnownEntity(value: string): value is KnownEntity {
  return (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(value);
}

/** The entity type in the UI language; types the server logs beyond the spec's list show as they are. */
export function entityLabel(type: string, t: Translate): string {
  return isKnownEntity(type) ? t(`activity.entity.${type}`) : type;
}
