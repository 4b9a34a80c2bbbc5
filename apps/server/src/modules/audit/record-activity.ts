import { sql } from 'drizzle-orm';
import { activityLogs, type DbTransaction } from '@matjar/db';
import type { ActivityAction, AuditedEntityType, Role } from '@matjar/core';

/**
 * Who made a back-office change, as the log keeps it (the name and role at that moment): a staff member, or a
 * driver at a door through their run page (decision 053: no account, so no id; role `driver`).
 */
export interface ActivityActor {
  id: number | null;
  username: string;
  role: Role | typeof DRIVER_ACTOR_ROLE;
}

/** The role the activity log names a driver's taps with. */
export const DRIVER_ACTOR_ROLE = 'driver';

export interface ActivityInput {
  action: ActivityAction;
  /** One of core's audited types, so every entry has a name in both languages on the log's screen. */
  entityType: AuditedEntityType;
  entityId?: string | number | null;
  entityName?: string | null;
  old?: unknown;
  new?: unknown;
  description: string;
}

const SECRET_KEY = /password|hash|token|secret/i;
export const REDACTED = '[redacted]';

/** A copy with every secret-looking field replaced, at any depth: the log must never hold a hash. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) ? REDACTED : redactSecrets(inner),
      ]),
    );
  }
  return value;
}

/**
 * The fields that differ between two versions of a record, as { old, new } holding only those fields, so an
 * UPDATE entry shows what changed rather than two copies of the record.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { old: Partial<T>; new: Partial<T> } {
  const old: Partial<T> = {};
  const next: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      old[key] = before[key];
      next[key] = after[key];
    }
  }
  return { old, new: next };
}

/** An entry's columns besides its author's. */
function entryColumns(input: ActivityInput) {
  const hasChanges = input.old !== undefined || input.new !== undefined;
  return {
    actionType: input.action,
    entityType: input.entityType,
    entityId: input.entityId === undefined || input.entityId === null ? null : String(input.entityId),
    entityName: input.entityName ?? null,
    changes: hasChanges
      ? {
          ...(input.old === undefined ? {} : { old: redactSecrets(input.old) }),
          ...(input.new === undefined ? {} : { new: redactSecrets(input.new) }),
        }
      : null,
    description: input.description,
  };
}

/**
 * Writes one activity-log entry (departure D6). Call it with the transaction of the change itself, so the
 * entry exists exactly when the change does; a failure here rolls the change back instead of losing the trail.
 */
export async function recordActivity(
  tx: DbTransaction,
  actor: ActivityActor,
  input: ActivityInput,
): Promise<void> {
  await tx
    .insert(activityLogs)
    .values({ userId: actor.id, username: actor.username, userRole: actor.role, ...entryColumns(input) });
}

/**
 * Writes many entries of one actor in one INSERT, the entries as one JSON parameter (a CSV import logs every
 * product it changes: thousands of rows, where a parameter per value would pass PostgreSQL's limit).
 */
export async function recordActivities(
  tx: DbTransaction,
  actor: ActivityActor,
  inputs: readonly ActivityInput[],
): Promise<void> {
  if (inputs.length === 0) return;
  const entries = JSON.stringify(inputs.map(entryColumns));
  await tx.execute(sql`
    INSERT INTO activity_logs
      (user_id, username, user_role, action_type, entity_type, entity_id, entity_name, changes, description)
    SELECT ${actor.id}::int, ${actor.username}::text, ${actor.role}::text, e."actionType", e."entityType",
      e."entityId", e."entityName", e.changes, e.description
    FROM jsonb_to_recordset(${entries}::jsonb) AS e("actionType" text, "entityType" text, "entityId" text,
      "entityName" text, changes jsonb, description text)`);
}
