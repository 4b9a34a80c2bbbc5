import { ApiErrorBody, AppError } from '@matjar/core';
import type { StaffIdentity } from './staff-guard.js';

/** The statuses every guarded staff route may answer besides its own. */
export const GUARDED_ANSWERS = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
export const STAFF_TAGS = ['back office: staff'];

/** Set by the staff guard's hook on every guarded route; its absence is a wiring bug, not a client error. */
export function signedIn(staff: StaffIdentity | null): StaffIdentity {
  if (!staff) throw new AppError('UNAUTHENTICATED');
  return staff;
}
