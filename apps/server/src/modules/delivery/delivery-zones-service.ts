import {
  DEFAULT_DELIVERY_SCHEDULE,
  DEFAULT_DELIVERY_ZONES,
  DELIVERY_SCHEDULE_SETTING,
  DELIVERY_ZONES_SETTING,
  DeliverySchedule,
  DeliveryZones,
  type AdminDeliveryScheduleResponse,
  type AdminDeliveryZonesResponse,
} from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import type { z } from 'zod';
import { CHANNELS } from '../../events/channels.js';
import { notify } from '../../events/notify.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { lockSetting, readSetting, writeSetting } from '../content/index.js';

function stored<T>(schema: z.ZodType<T>, text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The delivery windows' schedule in force (decision 034): the stored one, else the default. */
export async function readDeliverySchedule(db: Db | DbTransaction): Promise<DeliverySchedule> {
  const row = await readSetting(db, DELIVERY_SCHEDULE_SETTING);
  return stored(DeliverySchedule, row?.value) ?? DEFAULT_DELIVERY_SCHEDULE;
}

/**
 * Delivery zones (decision 032) and the windows' schedule (decision 034): two settings rows (delivery_zones,
 * delivery_schedule, JSON). Create-order and the cart quote read the zones through the settings cache
 * (settings-service.ts), the checkout's windows read the schedule fresh. Each is saved under its key's lock and
 * audited with the old and new value; `saved` then drops this process's cached settings at once (the NOTIFY
 * tells the others).
 */
export function createDeliveryZonesService(db: Db, saved: () => void) {
  /** Saves one of the two rows as a whole, audited, and tells every process the settings changed. */
  async function save<T>(
    actor: ActivityActor,
    key: typeof DELIVERY_ZONES_SETTING | typeof DELIVERY_SCHEDULE_SETTING,
    value: T,
    old: (text?: string | null) => T,
  ) {
    await db.transaction(async (tx) => {
      const row = await lockSetting(tx, key);
      await writeSetting(tx, key, JSON.stringify(value));
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'setting',
        entityId: key,
        entityName: key,
        old: { [key]: old(row?.value) },
        new: { [key]: value },
        description:
          key === DELIVERY_ZONES_SETTING
            ? `Saved the delivery zones (${(value as DeliveryZones).length})`
            : 'Saved the delivery windows',
      });
      await notify(tx, CHANNELS.settingsChanged, '{}');
    });
    saved();
  }

  return {
    async read(): Promise<AdminDeliveryZonesResponse> {
      const zones = stored(DeliveryZones, (await readSetting(db, DELIVERY_ZONES_SETTING))?.value);
      return zones ? { zones, isDefault: false } : { zones: DEFAULT_DELIVERY_ZONES, isDefault: true };
    },

    async save(actor: ActivityActor, zones: DeliveryZones): Promise<AdminDeliveryZonesResponse> {
      await save(
        actor,
        DELIVERY_ZONES_SETTING,
        zones,
        (text) => stored(DeliveryZones, text) ?? DEFAULT_DELIVERY_ZONES,
      );
      return { zones, isDefault: false };
    },

    async readSchedule(): Promise<AdminDeliveryScheduleResponse> {
      const schedule = stored(DeliverySchedule, (await readSetting(db, DELIVERY_SCHEDULE_SETTING))?.value);
      return schedule
        ? { schedule, isDefault: false }
        : { schedule: DEFAULT_DELIVERY_SCHEDULE, isDefault: true };
    },

    async saveSchedule(
      actor: ActivityActor,
      schedule: DeliverySchedule,
    ): Promise<AdminDeliveryScheduleResponse> {
      const old = (text?: string | null) => stored(DeliverySchedule, text) ?? DEFAULT_DELIVERY_SCHEDULE;
      await save(actor, DELIVERY_SCHEDULE_SETTING, schedule, old);
      return { schedule, isDefault: false };
    },
  };
}
export type DeliveryZonesService = ReturnType<typeof createDeliveryZonesService>;
