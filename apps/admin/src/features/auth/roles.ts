// Local stand-in for @matjar/core's roles module (being written in parallel): replace the body with a
// re-export once packages/core exports ROLE_RANK and hasRole, so the rank table has one source.

export const ADMIN_ROLES = ['viewer', 'editor', 'admin', 'super_admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Spec back-office §6: viewer 1 < editor 2 < admin 3 < super_admin 4. */
export const ROLE_RANK: Record<AdminRole, number> = { viewer: 1, editor: 2, admin: 3, super_admin: 4 };

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** Passes when the role ranks at least as high as the required one; no role (no user) never passes. */
export function hasRole(role: AdminRole | null | undefined, required: AdminRole): boolean {
  return role != null && ROLE_RANK[role] >= ROLE_RANK[required];
}
