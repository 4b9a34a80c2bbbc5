import {
  DEFAULT_DELIVERY_ZONES,
  DELIVERY_ZONES_SETTING,
  DeliveryZones,
  type AdminDeliveryZonesResponse,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { notify } from '../../events/notify.js';
import { recordActivity, type ActivityActor } from '../audit/record-activity.js';
import { lockSetting, readSetting, writeSetting } from '../content/setting-rows.js';

function storedZones(text: string | null | undefined): DeliveryZones | null {
  if (!text) return null;
  try {
    const parsed = DeliveryZones.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Delivery zones (decision 032): one settings row (delivery_zones, JSON) that create-order and the cart quote
 * read through the settings cache (settings-service.ts). Saved under the key's lock, audited with the old and
 * new list; `saved` drops this process's cached copy at once (the NOTIFY tells the others).
 */
export function createDeliveryZonesService(db: Db, saved: () => void) {
  return {
    async read(): Promise<AdminDeliveryZonesResponse> {
      const zones = storedZones((await readSetting(db, DELIVERY_ZONES_SETTING))?.value);
      return zones ? { zones, isDefault: false } : { zones: DEFAULT_DELIVERY_ZONES, isDefault: true };
    },

    async save(actor: ActivityActor, zones: DeliveryZones): Promise<AdminDeliveryZonesResponse> {
      const text = JSON.stringify(zones);
      await db.transaction(async (tx) => {
        const row = await lockSetting(tx, DELIVERY_ZONES_SETTING);
        await writeSetting(tx, DELIVERY_ZONES_SETTING, text);
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          entityType: 'setting',
          entityId: DELIVERY_ZONES_SETTING,
          entityName: DELIVERY_ZONES_SETTING,
          old: { [DELIVERY_ZONES_SETTING]: storedZones(row?.value) ?? DEFAULT_DELIVERY_ZONES },
          new: { [DELIVERY_ZONES_SETTING]: zones },
          description: `Saved the delivery zones (${zones.length})`,
        });
        await notify(tx, CHANNELS.settingsChanged, '{}');
      });
      saved();
      return { zones, isDefault: false };
    },
  };
}
export type DeliveryZonesService = ReturnType<typeof createDeliveryZonesService>;
