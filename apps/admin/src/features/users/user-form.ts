import { z } from 'zod';
import {
  AdminCreateUserBody,
  RoleSchema,
  errorMessage,
  isErrorCode,
  mustStayActive,
  normalizeQatarMobile,
  type AdminUser,
  type AdminUpdateUserBody,
  type Locale,
  type Role,
} from '@matjar/core';
import type { Language } from '../../i18n/translate';

/**
 * The add/edit user form (back-office §5 User form). Field rules come from core's AdminCreateUserBody, so
 * the form and the server agree on them; messages are error-catalogue codes shown in the UI language.
 */
export type UserFormMode = 'create' | 'edit';

export interface UserFormValues {
  username: string;
  email: string;
  full_name: string;
  /** Empty until chosen: the role is required, so the form does not pick one for the user. */
  role: Role | '';
  is_active: boolean;
  receive_notifications: boolean;
  /** As typed; empty for none (core normalises it to '+974 5512 3456'). */
  whatsapp_phone: string;
  whatsapp_notifications: boolean;
  /** The language of this member's WhatsApp messages. */
  whatsapp_language: Locale;
  /** Edit only: the password is sent only when this is ticked. */
  change_password: boolean;
  password: string;
}

const fields = AdminCreateUserBody.shape;

export function userFormSchema(mode: UserFormMode) {
  return z
    .object({
      // On edit the username is read-only and never sent, so it needs no check.
      username: mode === 'create' ? fields.username : z.string(),
      email: fields.email,
      full_name: z.string().trim().max(200),
      role: z.union([z.literal(''), RoleSchema]).transform((role, context): Role => {
        if (role !== '') return role;
        context.addIssue({ code: 'custom', message: 'REQUIRED' });
        return z.NEVER;
      }),
      is_active: z.boolean(),
      receive_notifications: z.boolean(),
      // Core's reading of a Qatari mobile (D24), as the server's StaffWhatsAppPhone: empty is none.
      whatsapp_phone: z.string().transform((typed, context): string | null => {
        if (!typed.trim()) return null;
        const phone = normalizeQatarMobile(typed);
        if (phone !== null) return phone;
        context.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
        return z.NEVER;
      }),
      whatsapp_notifications: z.boolean(),
      whatsapp_language: fields.whatsapp_language.unwrap(),
      change_password: z.boolean(),
      password: z.string(),
    })
    .superRefine(
      (values, context) => {
        if (values.whatsapp_notifications && !values.whatsapp_phone?.trim()) {
          context.addIssue({ code: 'custom', path: ['whatsapp_phone'], message: 'WHATSAPP_NUMBER_REQUIRED' });
        }
        if (!passwordIsSent(mode, values)) return;
        const result = fields.password.safeParse(values.password);
        for (const issue of result.error?.issues ?? []) {
          context.addIssue({ code: 'custom', path: ['password'], message: issue.message });
        }
      },
      // Also when other fields are wrong, so every problem shows at once; it reads only two plain fields.
      { when: () => true },
    );
}

export type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;

export function passwordIsSent(mode: UserFormMode, values: { change_password: boolean }): boolean {
  return mode === 'create' || values.change_password;
}

/** Whether the form locks 'active' on: core's mustStayActive for the role chosen (none chosen yet: no). */
export function activeLocked(role: Role | ''): boolean {
  return role !== '' && mustStayActive(role);
}

export function emptyUserForm(): UserFormValues {
  return {
    username: '',
    email: '',
    full_name: '',
    role: '',
    is_active: true,
    receive_notifications: true,
    whatsapp_phone: '',
    whatsapp_notifications: false,
    whatsapp_language: 'ar',
    change_password: false,
    password: '',
  };
}

export function userToForm(user: AdminUser): UserFormValues {
  return {
    username: user.username,
    email: user.email,
    full_name: user.full_name,
    role: user.role,
    is_active: user.is_active,
    receive_notifications: user.receive_notifications,
    whatsapp_phone: user.whatsapp_phone ?? '',
    whatsapp_notifications: user.whatsapp_notifications,
    whatsapp_language: user.whatsapp_language,
    change_password: false,
    password: '',
  };
}

export function toCreateBody(values: UserFormOutput): z.input<typeof AdminCreateUserBody> {
  return {
    username: values.username,
    password: values.password,
    email: values.email,
    full_name: values.full_name,
    role: values.role,
    is_active: mustStayActive(values.role) || values.is_active,
    receive_notifications: values.receive_notifications,
    whatsapp_phone: values.whatsapp_phone,
    whatsapp_notifications: values.whatsapp_notifications,
    whatsapp_language: values.whatsapp_language,
  };
}

/** The username is left out (it cannot change); the password only when 'change password' is ticked. */
export function toUpdateBody(values: UserFormOutput): z.input<typeof AdminUpdateUserBody> {
  return {
    email: values.email,
    full_name: values.full_name,
    role: values.role,
    is_active: mustStayActive(values.role) || values.is_active,
    receive_notifications: values.receive_notifications,
    whatsapp_phone: values.whatsapp_phone,
    whatsapp_notifications: values.whatsapp_notifications,
    whatsapp_language: values.whatsapp_language,
    ...(values.change_password ? { password: values.password } : {}),
  };
}

/** A field message: catalogue codes in the UI language, anything else as it came. */
export function fieldMessage(message: string | undefined, language: Language): string | undefined {
  if (!message) return undefined;
  return isErrorCode(message) ? errorMessage(message, language) : message;
}

/** Form fields a server refusal names (USERNAME_TAKEN, validation issues under body.email…). */
export const FIELD_OF_ERROR_CODE: Readonly<Record<string, keyof UserFormValues>> = {
  USERNAME_TAKEN: 'username',
  USERNAME_IMMUTABLE: 'username',
  EMAIL_IN_USE: 'email',
  PASSWORD_TOO_SHORT: 'password',
  CANNOT_DEACTIVATE_SUPER_ADMIN: 'is_active',
  WHATSAPP_NUMBER_REQUIRED: 'whatsapp_phone',
  PHONE_INVALID: 'whatsapp_phone',
};
