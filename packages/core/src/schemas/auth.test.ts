import { describe, expect, it } from 'vitest';
import {
  AdminCreateUserBody,
  AdminLoginBody,
  AdminUpdateUserBody,
  StoreLogInBody,
  StoreSignUpBody,
} from './auth.js';

const signUp = {
  firstName: 'Mona',
  lastName: 'Al-Kuwari',
  email: 'mona@example.qa',
  phone: '55551234',
  password: 'secret1',
  confirmPassword: 'secret1',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('StoreSignUpBody (storefront §5)', () => {
  it('accepts a complete form, the phone in the one form of D24', () => {
    expect(StoreSignUpBody.parse(signUp)).toEqual({ ...signUp, phone: '+974 5555 1234' });
  });

  it.each([
    ['passwords differ', { confirmPassword: 'secret2' }, 'PASSWORDS_DO_NOT_MATCH'],
    ['password under 6', { password: 'abc12', confirmPassword: 'abc12' }, 'PASSWORD_TOO_SHORT'],
    ['missing first name', { firstName: '' }, 'REQUIRED'],
    ['missing phone', { phone: ' ' }, 'REQUIRED'],
    ['bad email', { email: 'mona' }, 'INVALID_EMAIL'],
  ])('refuses when %s', (_name, patch, code) => {
    expect(messages(StoreSignUpBody.safeParse({ ...signUp, ...patch }))).toContain(code);
  });

  it('requires every field', () => {
    expect(messages(StoreSignUpBody.safeParse({}))).toEqual(Array(6).fill('REQUIRED'));
  });

  it('names an empty field once, and still every other problem of the form with it', () => {
    // The phone and e-mail patterns take an empty text, so REQUIRED alone speaks for it; the passwords'
    // comparison runs alongside the fields' own problems.
    const result = StoreSignUpBody.safeParse({
      ...signUp,
      email: '',
      phone: '',
      confirmPassword: 'secret2',
    });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual([
      'email:REQUIRED',
      'phone:REQUIRED',
      'confirmPassword:PASSWORDS_DO_NOT_MATCH',
    ]);
  });
});

describe('log-in bodies', () => {
  it('normalises the customer email', () => {
    expect(StoreLogInBody.parse({ email: 'MONA@example.qa ', password: 'x' }).email).toBe('mona@example.qa');
  });
  it('requires both admin fields', () => {
    expect(messages(AdminLoginBody.safeParse({ username: '', password: '' }))).toEqual([
      'REQUIRED',
      'REQUIRED',
    ]);
  });
});

describe('admin user bodies (back-office §5)', () => {
  it('applies defaults on create', () => {
    expect(
      AdminCreateUserBody.parse({
        username: 'omar',
        password: 'secret1',
        email: 'omar@matjar.qa',
        role: 'editor',
      }),
    ).toEqual({
      username: 'omar',
      password: 'secret1',
      email: 'omar@matjar.qa',
      full_name: '',
      role: 'editor',
      is_active: true,
      receive_notifications: true,
      whatsapp_phone: null,
      whatsapp_notifications: false,
      whatsapp_language: 'ar',
    });
  });

  it.each([
    [{ password: '12345' }, 'PASSWORD_TOO_SHORT'],
    [{ role: 'owner' }, undefined],
  ])('refuses %j', (patch, code) => {
    const result = AdminCreateUserBody.safeParse({
      username: 'u',
      password: 'secret1',
      email: 'u@m.qa',
      role: 'viewer',
      ...patch,
    });
    expect(result.success).toBe(false);
    if (code) expect(messages(result)).toContain(code);
  });

  it('passes a username on update through (the server refuses a changed one) and the password only when given', () => {
    expect(AdminUpdateUserBody.parse({ username: ' same ', email: 'a@b.qa' })).toEqual({
      username: 'same',
      email: 'a@b.qa',
    });
    expect(AdminUpdateUserBody.parse({ email: 'a@b.qa' })).toEqual({ email: 'a@b.qa' });
    expect(messages(AdminUpdateUserBody.safeParse({ password: '123' }))).toEqual(['PASSWORD_TOO_SHORT']);
  });
});
