import {
  AppError,
  mayBeDeleted,
  mustStayActive,
  NEW_CUSTOMERS_WINDOW_DAYS,
  qatariMobileRecipient,
  ROLES,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  type AdminUser,
  type AdminUserStatsResponse,
  type Role,
} from '@matjar/core';
import { inArray } from 'drizzle-orm';
import { whatsappOptOuts, type Db, type DbHandle } from '@matjar/db';
import { changedFields, recordActivity, type ActivityActor } from '../audit/index.js';
import { toAdminUser } from './admin-user-view.js';
import { hashPassword } from '../../credentials/password.js';
import type { SessionRepository } from './session-repository.js';
import type { AdminUserChanges, StaffRepository } from './staff-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller of a user-management call: who they are and which session they use. */
export interface StaffCaller extends ActivityActor {
  tokenHash: string;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Admin users (super_admin's Users screen): every change writes its activity entry in the same transaction. */
export function createStaffMembersService(deps: {
  db: Db;
  /** The repositories' factories: the pool's for reads, the transaction's for a change. */
  staff: (handle: DbHandle) => StaffRepository;
  sessions: (handle: DbHandle) => SessionRepository;
  now?: () => Date;
}) {
  const { db } = deps;
  const staff = deps.staff(db);
  const now = deps.now ?? (() => new Date());

  return {
    async list(): Promise<AdminUser[]> {
      const users = (await staff.list()).map(toAdminUser);
      // Whose WhatsApp number replied STOP: their switch may be on, yet nothing reaches them.
      const recipients = users.flatMap((user) => qatariMobileRecipient(user.whatsapp_phone) ?? []);
      const optedOut = new Set(
        recipients.length === 0
          ? []
          : (
              await db
                .select({ recipient: whatsappOptOuts.recipient })
                .from(whatsappOptOuts)
                .where(inArray(whatsappOptOuts.recipient, recipients))
            ).map((row) => row.recipient),
      );
      return users.map((user) => {
        const recipient = qatariMobileRecipient(user.whatsapp_phone);
        return { ...user, whatsapp_opted_out: recipient !== null && optedOut.has(recipient) };
      });
    },

    async create(caller: StaffCaller, body: AdminCreateUserBody): Promise<AdminUser> {
      if (mustStayActive(body.role) && !body.is_active) throw new AppError('CANNOT_DEACTIVATE_SUPER_ADMIN');
      if (body.whatsapp_notifications && !body.whatsapp_phone) throw new AppError('WHATSAPP_NUMBER_REQUIRED');
      if (await staff.findByUsername(body.username)) throw new AppError('USERNAME_TAKEN');
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await deps.staff(tx).insert({
            username: body.username,
            email: body.email,
            fullName: body.full_name || null,
            role: body.role,
            isActive: body.is_active,
            receiveNotifications: body.receive_notifications,
            whatsappPhone: body.whatsapp_phone,
            whatsappNotifications: body.whatsapp_notifications,
            whatsappLanguage: body.whatsapp_language,
            passwordHash,
          });
          const user = toAdminUser(row);
          await recordActivity(tx, caller, {
            action: 'CREATE',
            entityType: 'user',
            entityId: user.id,
            entityName: user.username,
            new: user,
            description: `Created user ${user.username} (${user.role})`,
          });
          return user;
        });
      } catch (error) {
        // Two creations of one name at once: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
        throw error;
      }
    },

    async update(caller: StaffCaller, id: number, body: AdminUpdateUserBody): Promise<AdminUser> {
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      return db.transaction(async (tx) => {
        const current = await deps.staff(tx).lockById(id);
        if (!current) throw new AppError('USER_NOT_FOUND');
        if (body.username !== undefined && body.username !== current.username) {
          throw new AppError('USERNAME_IMMUTABLE');
        }
        const changes: AdminUserChanges = {
          ...(body.email === undefined ? {} : { email: body.email }),
          ...(body.full_name === undefined ? {} : { fullName: body.full_name || null }),
          ...(body.role === undefined ? {} : { role: body.role }),
          ...(body.is_active === undefined ? {} : { isActive: body.is_active }),
          ...(body.receive_notifications === undefined
            ? {}
            : { receiveNotifications: body.receive_notifications }),
          ...(passwordHash ? { passwordHash } : {}),
          ...(body.whatsapp_phone === undefined ? {} : { whatsappPhone: body.whatsapp_phone }),
          ...(body.whatsapp_notifications === undefined
            ? {}
            : { whatsappNotifications: body.whatsapp_notifications }),
          ...(body.whatsapp_language === undefined ? {} : { whatsappLanguage: body.whatsapp_language }),
        };
        if (
          (changes.whatsappNotifications ?? current.whatsappNotifications) &&
          !(changes.whatsappPhone === undefined ? current.whatsappPhone : changes.whatsappPhone)
        ) {
          throw new AppError('WHATSAPP_NUMBER_REQUIRED');
        }
        const nextRole = changes.role ?? current.role;
        const nextActive = changes.isActive ?? current.isActive;
        if (mustStayActive(nextRole) && !nextActive) throw new AppError('CANNOT_DEACTIVATE_SUPER_ADMIN');
        const losesSuperAdmin =
          current.role === 'super_admin' && current.isActive && nextRole !== 'super_admin';
        if (losesSuperAdmin && (await deps.staff(tx).countOtherActiveSuperAdmins(id)) === 0) {
          throw new AppError('LAST_SUPER_ADMIN');
        }

        const row = await deps.staff(tx).update(id, changes);
        // A deactivated user is signed out everywhere; a new password ends every other session.
        if (!nextActive) await deps.sessions(tx).removeForUser(id);
        else if (passwordHash) await deps.sessions(tx).removeForUser(id, caller.tokenHash);

        const before = toAdminUser(current);
        const after = toAdminUser(row);
        const diff = changedFields(before, after);
        if (passwordHash) {
          // Only the fact of the change; recordActivity redacts the field's value.
          diff.old = { ...diff.old, password: 'old' } as typeof diff.old;
          diff.new = { ...diff.new, password: 'new' } as typeof diff.new;
        }
        await recordActivity(tx, caller, {
          action: 'UPDATE',
          entityType: 'user',
          entityId: id,
          entityName: current.username,
          old: diff.old,
          new: diff.new,
          description: `Updated user ${current.username}`,
        });
        return after;
      });
    },

    async remove(caller: StaffCaller, id: number): Promise<void> {
      if (id === caller.id) throw new AppError('CANNOT_DELETE_SELF');
      await db.transaction(async (tx) => {
        const current = await deps.staff(tx).lockById(id);
        if (!current) throw new AppError('USER_NOT_FOUND');
        if (!mayBeDeleted(current.role)) throw new AppError('CANNOT_DELETE_SUPER_ADMIN');
        // Signed out everywhere first, as a deactivation does: their open event streams end on commit.
        await deps.sessions(tx).removeForUser(id);
        await deps.staff(tx).remove(id);
        await recordActivity(tx, caller, {
          action: 'DELETE',
          entityType: 'user',
          entityId: id,
          entityName: current.username,
          old: toAdminUser(current),
          description: `Deleted user ${current.username}`,
        });
      });
    },

    async stats(): Promise<AdminUserStatsResponse['stats']> {
      const since = new Date(now().getTime() - NEW_CUSTOMERS_WINDOW_DAYS * DAY_MS);
      const [groups, customersTotal, customersNew] = await Promise.all([
        staff.countsByRoleAndActive(),
        staff.countCustomers(),
        staff.countCustomers(since),
      ]);
      const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
      let active = 0;
      let inactive = 0;
      for (const group of groups) {
        byRole[group.role] += group.n;
        if (group.isActive) active += group.n;
        else inactive += group.n;
      }
      return {
        admins: { total: active + inactive, active, inactive, by_role: byRole },
        customers: {
          total: customersTotal,
          new_in_window: customersNew,
          window_days: NEW_CUSTOMERS_WINDOW_DAYS,
        },
      };
    },
  };
}
export type StaffMembersService = ReturnType<typeof createStaffMembersService>;
