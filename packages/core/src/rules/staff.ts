import type { Role } from './roles.js';

/**
 * A general manager (super_admin) account cannot be deactivated (back-office §2 Users screen, §4 States). The rule is
 * on the account as it is after a change: a super_admin is always active. A super admin demoted in the same
 * save may be deactivated, as it could be by saving twice; the server refuses to demote the last active one.
 */
export function mustStayActive(role: Role): boolean {
  return role === 'super_admin';
}

/**
 * Whether a staff account may be deleted. A general manager stays active (above), and deleting one would undo
 * that rule by another door, so it is refused too: change the role first (the server keeps one active
 * general manager whatever happens). The caller's own account is refused separately (CANNOT_DELETE_SELF).
 */
export function mayBeDeleted(role: Role): boolean {
  return !mustStayActive(role);
}
