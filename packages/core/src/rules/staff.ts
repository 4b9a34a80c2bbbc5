import type { Role } from '../roles.js';

/**
 * A general manager (super_admin) account cannot be deactivated (back-office §2 Users screen, §4 States). The rule is
 * on the account as it is after a change: a super_admin is always active. A super admin demoted in the same
 * save may be deactivated, as it could be by saving twice; the server refuses to demote the last active one.
 */
export function mustStayActive(role: Role): boolean {
  return role === 'super_admin';
}
