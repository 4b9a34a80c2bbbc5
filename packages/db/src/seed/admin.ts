import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';

export interface AdminCredentials {
  username: string;
  email: string;
  password: string;
}

export interface SeededAdmin extends AdminCredentials {
  /** True when the password was made here: the server prints it once (departure D7). */
  generated: boolean;
}

/** 18 random bytes → 24 URL-safe characters (144 bits): strong, and easy to copy from a console. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export function resolveAdminCredentials(given?: Partial<AdminCredentials>): SeededAdmin {
  const username = given?.username?.trim() || 'admin';
  const email = given?.email?.trim() || 'admin@matjar.qa';
  if (given?.password) return { username, email, password: given.password, generated: false };
  return { username, email, password: generatePassword(), generated: true };
}

/** argon2id (the library's default algorithm) with its default cost; the PHC string carries the parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}
