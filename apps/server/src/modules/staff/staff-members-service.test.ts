import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@matjar/db';
import type { SessionRepository } from './session-repository.js';
import type { AdminUserRow, StaffRepository } from './staff-repository.js';
import { createStaffMembersService, type StaffCaller } from './staff-members-service.js';

const superAdmin: AdminUserRow = {
  id: 7,
  username: 'lone',
  email: 'lone@matjar.qa',
  fullName: null,
  role: 'super_admin',
  isActive: true,
  receiveNotifications: true,
  whatsappPhone: null,
  whatsappNotifications: false,
  whatsappLanguage: 'ar',
  lastLogin: null,
  passwordHash: '$argon2id$x',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};
const caller: StaffCaller = { id: 7, username: 'lone', role: 'super_admin', tokenHash: 'h' };

function service(otherActiveSuperAdmins: number) {
  const tx = { insert: () => ({ values: async () => undefined }) };
  const db = { transaction: (work: (t: typeof tx) => Promise<unknown>) => work(tx) } as unknown as Db;
  const update = vi.fn(async (_id: number, changes: Partial<AdminUserRow>) => ({
    ...superAdmin,
    ...changes,
  }));
  const staff = {
    lockById: async () => superAdmin,
    countOtherActiveSuperAdmins: async () => otherActiveSuperAdmins,
    update,
  } as unknown as StaffRepository;
  const sessions = { removeForUser: async () => undefined } as unknown as SessionRepository;
  return { users: createStaffMembersService({ db, staff: () => staff, sessions: () => sessions }), update };
}

describe('users service: the shop keeps an active super_admin', () => {
  it('refuses to take the role from the last active super_admin', async () => {
    const { users, update } = service(0);
    await expect(users.update(caller, 7, { role: 'admin' })).rejects.toMatchObject({
      code: 'LAST_SUPER_ADMIN',
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('allows it while another active super_admin remains', async () => {
    const { users } = service(1);
    await expect(users.update(caller, 7, { role: 'admin' })).resolves.toMatchObject({ role: 'admin' });
  });
});
