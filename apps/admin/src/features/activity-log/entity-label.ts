import { activitySentence, entityTypeHeading, type ActivityLogEntry, type AdminUser } from '@matjar/core';
import type { Language } from '../../i18n/translate';

/** The entity type in the UI language, every audited type included (core's activity-sentence.ts). */
export function entityLabel(type: string, language: Language): string {
  return entityTypeHeading(type, language);
}

/** The entry as one sentence in the UI language: who changed what of which thing, from what to what. */
export function activityDescription(entry: ActivityLogEntry, language: Language): string {
  return activitySentence(entry, language);
}

/** A staff member in the picker: the full name, and the username to tell two Saras apart. */
export function staffLabel(user: Pick<AdminUser, 'full_name' | 'username'>): string {
  const name = user.full_name.trim();
  return name && name !== user.username ? `${name} (${user.username})` : user.username;
}
