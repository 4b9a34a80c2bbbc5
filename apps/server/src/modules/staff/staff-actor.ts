import { AppError } from '@matjar/core';
import type { StaffIdentity } from './staff-guard.js';
import type { ActivityActor } from '../audit/index.js';

/** The signed-in staff member of a guarded route, as the audit log and the stock ledger name them. */
export function staffActor(staff: StaffIdentity | null): ActivityActor {
  // Set by the staff guard's hook on every guarded route; its absence is a wiring bug, not a client error.
  if (!staff) throw new AppError('UNAUTHENTICATED');
  return { id: staff.id, username: staff.username, role: staff.role };
}
