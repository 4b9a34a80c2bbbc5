import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import { adminUsers, customers, type DbHandle } from '@matjar/db';
import type { Locale, Role } from '@matjar/core';

export type AdminUserRow = typeof adminUsers.$inferSelect;
export interface NewAdminUser {
  username: string;
  email: string;
  fullName: string | null;
  role: Role;
  isActive: boolean;
  receiveNotifications: boolean;
  whatsappPhone: string | null;
  whatsappNotifications: boolean;
  whatsappLanguage: Locale;
  passwordHash: string;
}

export type AdminUserChanges = Partial<Omit<NewAdminUser, 'username'>>;

/** SQL for admin_users and the read-only customer list; services decide the rules. */
export function createStaffRepository(db: DbHandle) {
  return {
    /** Usernames compare case-insensitively (the unique index is on lower(username)). */
    async findByUsername(username: string): Promise<AdminUserRow | undefined> {
      const [row] = await db
        .select()
        .from(adminUsers)
        .where(eq(sql`lower(${adminUsers.username})`, username.trim().toLowerCase()))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<AdminUserRow | undefined> {
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
      return row;
    },

    /** The row locked until the transaction ends, so two edits of one user cannot interleave. */
    async lockById(id: number): Promise<AdminUserRow | undefined> {
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update').limit(1);
      return row;
    },

    async list(): Promise<AdminUserRow[]> {
      return db.select().from(adminUsers).orderBy(adminUsers.id);
    },

    async insert(user: NewAdminUser): Promise<AdminUserRow> {
      const [row] = await db.insert(adminUsers).values(user).returning();
      return row!;
    },

    async update(id: number, changes: AdminUserChanges): Promise<AdminUserRow> {
      const [row] = await db
        .update(adminUsers)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(adminUsers.id, id))
        .returning();
      return row!;
    },

    async remove(id: number): Promise<void> {
      await db.delete(adminUsers).where(eq(adminUsers.id, id));
    },

    async recordLogin(id: number, at: Date): Promise<void> {
      await db.update(adminUsers).set({ lastLogin: at }).where(eq(adminUsers.id, id));
    },

    /** Active super_admins other than `exceptId`: the shop must keep at least one. */
    async countOtherActiveSuperAdmins(exceptId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(adminUsers)
        .where(
          and(eq(adminUsers.role, 'super_admin'), eq(adminUsers.isActive, true), ne(adminUsers.id, exceptId)),
        );
      return row?.n ?? 0;
    },

    async countsByRoleAndActive(): Promise<{ role: Role; isActive: boolean; n: number }[]> {
      return db
        .select({ role: adminUsers.role, isActive: adminUsers.isActive, n: count() })
        .from(adminUsers)
        .groupBy(adminUsers.role, adminUsers.isActive);
    },

    async countCustomers(since?: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customers)
        .where(since ? gte(customers.createdAt, since) : undefined);
      return row?.n ?? 0;
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
