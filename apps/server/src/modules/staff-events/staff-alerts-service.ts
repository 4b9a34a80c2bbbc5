import { AppError, type AdminStaffAlertsResponse } from '@matjar/core';
import type { Db } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { notify } from '../../events/notify.js';
import {
  createStaffAlertsRepository,
  toStaffAlert,
  type StaffAlertsRepository,
} from './staff-alerts-repository.js';

/**
 * A staff member's own alerts: list, read, dismiss, read all. Every change is announced on
 * staff_alerts_changed in its transaction, so the staff member's other windows (on any process) reload their
 * list and stop the tone.
 */
export function createStaffAlertsService(db: Db, alerts: StaffAlertsRepository) {
  async function change(adminUserId: number, apply: Parameters<typeof db.transaction>[0]) {
    await db.transaction(async (tx) => {
      await apply(tx);
      await notify(tx, CHANNELS.staffAlertsChanged, JSON.stringify({ staff: adminUserId }));
    });
    return { success: true as const, unread_count: await alerts.unreadCount(adminUserId) };
  }

  return {
    async unread(adminUserId: number): Promise<AdminStaffAlertsResponse> {
      const [rows, count] = await Promise.all([
        alerts.unreadOf(adminUserId),
        alerts.unreadCount(adminUserId),
      ]);
      return { success: true, alerts: rows.map(toStaffAlert), unread_count: count };
    },

    /** Another staff member's alert answers 404, exactly like one that does not exist. */
    close(adminUserId: number, id: number, how: 'read' | 'dismissed') {
      return change(adminUserId, async (tx) => {
        if (!(await createStaffAlertsRepository(tx).close(adminUserId, id, how)))
          throw new AppError('STAFF_ALERT_NOT_FOUND');
      });
    },

    readAll(adminUserId: number) {
      return change(adminUserId, (tx) => createStaffAlertsRepository(tx).readAll(adminUserId));
    },
  };
}
export type StaffAlertsService = ReturnType<typeof createStaffAlertsService>;
