import { z } from 'zod';
import { PASSWORD_MIN } from '../limits.js';
import { EmailAddress, EntityId, IsoDateTime, RoleSchema, optionalText, requiredText } from './common.js';

const NewPassword = z
  .string({ message: 'REQUIRED' })
  .min(PASSWORD_MIN, { message: 'PASSWORD_TOO_SHORT' })
  .max(200);

// ---- Back office (back-office §7) ----

export const AdminUser = z.object({
  id: EntityId,
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: RoleSchema,
  is_active: z.boolean(),
  receive_notifications: z.boolean(),
  last_login: IsoDateTime.nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** POST /api/auth/login */
export const AdminLoginBody = z.object({
  username: requiredText(100),
  password: z.string({ message: 'REQUIRED' }).min(1, { message: 'REQUIRED' }).max(200),
});
export type AdminLoginBody = z.infer<typeof AdminLoginBody>;

export const AdminLoginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: AdminUser,
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** GET /api/auth/verify */
export const AdminVerifyResponse = z.object({ success: z.literal(true), user: AdminUser });
export type AdminVerifyResponse = z.infer<typeof AdminVerifyResponse>;

/** GET /api/auth/users */
export const AdminUsersResponse = z.object({ success: z.literal(true), users: z.array(AdminUser) });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

/** POST /api/auth/create-user. New staff get live order alerts unless switched off. */
export const AdminCreateUserBody = z.object({
  username: requiredText(100),
  password: NewPassword,
  email: EmailAddress,
  full_name: optionalText(200).default(''),
  role: RoleSchema,
  is_active: z.boolean().default(true),
  receive_notifications: z.boolean().default(true),
});
export type AdminCreateUserBody = z.infer<typeof AdminCreateUserBody>;

/** PUT /api/auth/users/{id}. The username cannot change; the password only when given ("change password"). */
export const AdminUpdateUserBody = z.object({
  email: EmailAddress.optional(),
  full_name: optionalText(200),
  role: RoleSchema.optional(),
  is_active: z.boolean().optional(),
  receive_notifications: z.boolean().optional(),
  password: NewPassword.optional(),
});
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;

export const AdminUserResponse = z.object({ success: z.literal(true), user: AdminUser });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;

// ---- Storefront customers (storefront §5, D2: checked on the server) ----

export const StoreCustomer = z.object({
  id: EntityId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type StoreCustomer = z.infer<typeof StoreCustomer>;

export const StoreSignUpBody = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: EmailAddress,
    phone: requiredText(40),
    password: NewPassword,
    confirmPassword: z.string({ message: 'REQUIRED' }).min(1, { message: 'REQUIRED' }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });
export type StoreSignUpBody = z.infer<typeof StoreSignUpBody>;

export const StoreLogInBody = z.object({
  email: EmailAddress,
  password: z.string({ message: 'REQUIRED' }).min(1, { message: 'REQUIRED' }).max(200),
});
export type StoreLogInBody = z.infer<typeof StoreLogInBody>;

export const StoreAuthResponse = z.object({ success: z.literal(true), customer: StoreCustomer });
export type StoreAuthResponse = z.infer<typeof StoreAuthResponse>;
