import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN, type AdminUser } from '@matjar/core';
import {
  emptyUserForm,
  fieldMessage,
  activeLocked,
  toCreateBody,
  toUpdateBody,
  userFormSchema,
  userToForm,
  type UserFormValues,
} from './user-form';

const editor: AdminUser = {
  id: 7,
  username: 'sara',
  email: 'sara@shop.qa',
  full_name: 'Sara Ali',
  role: 'editor',
  is_active: true,
  receive_notifications: false,
  whatsapp_phone: null,
  whatsapp_notifications: false,
  whatsapp_language: 'ar',
  last_login: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const filled = (changes: Partial<UserFormValues> = {}): UserFormValues => ({
  ...emptyUserForm(),
  username: 'omar',
  email: ' Omar@Shop.QA ',
  role: 'viewer',
  password: 'secret1',
  ...changes,
});

const messages = (mode: 'create' | 'edit', values: UserFormValues) => {
  const result = userFormSchema(mode).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('user form on create', () => {
  it('requires username, e-mail and role, and a password', () => {
    expect(messages('create', emptyUserForm())).toEqual({
      username: 'REQUIRED',
      email: 'INVALID_EMAIL',
      role: 'REQUIRED',
      password: 'PASSWORD_TOO_SHORT',
    });
  });

  it(`refuses a password shorter than ${PASSWORD_MIN} characters and accepts one that long`, () => {
    expect(messages('create', filled({ password: 'x'.repeat(PASSWORD_MIN - 1) }))).toEqual({
      password: 'PASSWORD_TOO_SHORT',
    });
    expect(messages('create', filled({ password: 'x'.repeat(PASSWORD_MIN) }))).toEqual({});
  });

  it('sends every field with a trimmed, lower-case e-mail', () => {
    const output = userFormSchema('create').parse(filled({ is_active: false }));
    expect(toCreateBody(output)).toEqual({
      username: 'omar',
      password: 'secret1',
      email: 'omar@shop.qa',
      full_name: '',
      role: 'viewer',
      is_active: false,
      receive_notifications: true,
      whatsapp_phone: null,
      whatsapp_notifications: false,
      whatsapp_language: 'ar',
    });
  });

  it('never creates an inactive general manager', () => {
    const output = userFormSchema('create').parse(filled({ role: 'super_admin', is_active: false }));
    expect(toCreateBody(output).is_active).toBe(true);
  });
});

describe('user form on edit', () => {
  it('starts from the user and leaves the password out until "change password" is ticked', () => {
    const values = userToForm(editor);
    expect(messages('edit', values)).toEqual({});
    const body = toUpdateBody(userFormSchema('edit').parse(values));
    expect(body).toEqual({
      email: 'sara@shop.qa',
      full_name: 'Sara Ali',
      role: 'editor',
      is_active: true,
      receive_notifications: false,
      whatsapp_phone: null,
      whatsapp_notifications: false,
      whatsapp_language: 'ar',
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('username');
  });

  it('checks and sends the new password when "change password" is ticked', () => {
    const values = { ...userToForm(editor), change_password: true, password: '123' };
    expect(messages('edit', values)).toEqual({ password: 'PASSWORD_TOO_SHORT' });
    const ok = userFormSchema('edit').parse({ ...values, password: 'longer-one' });
    expect(toUpdateBody(ok).password).toBe('longer-one');
  });

  it('keeps a general manager active; one demoted in the same save may be deactivated, as the server allows', () => {
    const boss = { ...editor, role: 'super_admin' as const };
    const kept = userFormSchema('edit').parse({ ...userToForm(boss), is_active: false });
    expect(toUpdateBody(kept).is_active).toBe(true);
    expect(activeLocked('super_admin')).toBe(true);
    const demoted = userFormSchema('edit').parse({ ...userToForm(boss), role: 'admin', is_active: false });
    expect(toUpdateBody(demoted)).toMatchObject({ role: 'admin', is_active: false });
    expect(activeLocked('admin')).toBe(false);
    expect(activeLocked('')).toBe(false);
  });
});

describe('fieldMessage', () => {
  it('shows catalogue codes in the UI language', () => {
    expect(fieldMessage('REQUIRED', 'en')).toBe('This field is required');
    expect(fieldMessage('REQUIRED', 'ar')).toBe('هذا الحقل مطلوب');
    expect(fieldMessage('Something else', 'ar')).toBe('Something else');
    expect(fieldMessage(undefined, 'en')).toBeUndefined();
  });
});

describe('WhatsApp number and notifications', () => {
  it('reads the number the way core does, empty as none, and asks for one when the switch is on', () => {
    expect(messages('create', filled({ whatsapp_phone: '4444 1234' }))).toEqual({
      whatsapp_phone: 'PHONE_INVALID',
    });
    expect(messages('create', filled({ whatsapp_notifications: true }))).toEqual({
      whatsapp_phone: 'WHATSAPP_NUMBER_REQUIRED',
    });
    const output = userFormSchema('edit').parse({
      ...userToForm(editor),
      whatsapp_phone: '55123456',
      whatsapp_notifications: true,
    });
    expect(toUpdateBody(output)).toMatchObject({
      whatsapp_phone: '+974 5512 3456',
      whatsapp_notifications: true,
    });
    expect(userFormSchema('edit').parse(userToForm(editor)).whatsapp_phone).toBeNull();
  });

  it("starts from the member's WhatsApp language (Arabic for a new one) and sends the one chosen", () => {
    expect(emptyUserForm().whatsapp_language).toBe('ar');
    const english = { ...editor, whatsapp_language: 'en' as const };
    expect(userToForm(english).whatsapp_language).toBe('en');
    const created = userFormSchema('create').parse(filled({ whatsapp_language: 'en' }));
    expect(toCreateBody(created).whatsapp_language).toBe('en');
    const edited = userFormSchema('edit').parse({ ...userToForm(english), whatsapp_language: 'ar' });
    expect(toUpdateBody(edited).whatsapp_language).toBe('ar');
    expect(messages('edit', { ...userToForm(editor), whatsapp_language: 'fr' as 'ar' })).toHaveProperty(
      'whatsapp_language',
    );
  });
});
