// Local stand-in for @matjar/core's roles module: packages/core/src/roles.ts exists but the package has no
// index.ts exporting it yet. Names and signatures match core's, so once `@matjar/core` exports them this file
// becomes `export { ROLES, ROLE_RANK, hasRole, isRole, type Role } from '@matjar/core';`.

export const ROLES = ['viewer', 'editor', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Spec back-office §6: viewer 1 < editor 2 < admin 3 < super_admin 4. */
export const ROLE_RANK: Readonly<Record<Role, number>> = { viewer: 1, editor: 2, admin: 3, super_admin: 4 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Passes when the user's rank is at least the required one; fails with no user or an unknown role. */
export function hasRole(user: { role: string } | null | undefined, required: Role): boolean {
  if (!user || !isRole(user.role)) return false;
  return ROLE_RANK[user.role] >= ROLE_RANK[required];
}
