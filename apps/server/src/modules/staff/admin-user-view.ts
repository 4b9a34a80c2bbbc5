import type { AdminUser } from '@matjar/core';
import type { AdminUserRow } from './staff-repository.js';

/** An admin user as the API shows it: never the password hash. */
export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    full_name: row.fullName ?? '',
    role: row.role,
    is_active: row.isActive,
    receive_notifications: row.receiveNotifications,
    whatsapp_phone: row.whatsappPhone,
    whatsapp_notifications: row.whatsappNotifications,
    whatsapp_language: row.whatsappLanguage,
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}
