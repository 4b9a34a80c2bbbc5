/** Back-office roles in ascending rank (back-office §6). The server enforces them (departure D5). */
export const ROLES = ['viewer', 'editor', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Readonly<Record<Role, number>> = { viewer: 1, editor: 2, admin: 3, super_admin: 4 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Passes when the user's rank is at least the required one; fails with no user or an unknown role. */
export function hasRole(user: { role: string } | null | undefined, required: Role): boolean {
  if (!user || !isRole(user.role)) return false;
  return ROLE_RANK[user.role] >= ROLE_RANK[required];
}
