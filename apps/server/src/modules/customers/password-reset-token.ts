import { createHmac, timingSafeEqual } from 'node:crypto';
import { PASSWORD_RESET_TOKEN_PATTERN } from '@matjar/core';

/** What a reset token is signed over: the account, the link's expiry and the password hash of the moment. */
export interface ResetSubject {
  customerId: number;
  /** Unix seconds. */
  expiresAt: number;
  passwordHash: string;
}

const signatureOf = (secret: Buffer, subject: ResetSubject) =>
  createHmac('sha256', secret)
    .update(`password-reset:${subject.customerId}:${subject.expiresAt}:${subject.passwordHash}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/**
 * Signed password-reset tokens (decision 037): "<id>.<expiry>.<HMAC-SHA256, 128 bits>". Nothing is stored:
 * the signature covers the current password hash, so the link stops working the moment the password changes
 * (by this link, which makes it one-time, or any other way), and the expiry is inside what is signed.
 */
export function createPasswordResetTokens(loadSecret: () => Promise<Buffer>) {
  let secret: Promise<Buffer> | null = null;
  const key = () => {
    secret ??= loadSecret().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  return {
    sign: async (subject: ResetSubject): Promise<string> =>
      `${subject.customerId}.${subject.expiresAt}.${signatureOf(await key(), subject)}`,
    /** The account and expiry a well-formed token names (its signature is checked by matches). */
    parse(token: string): { customerId: number; expiresAt: number } | null {
      if (!PASSWORD_RESET_TOKEN_PATTERN.test(token)) return null;
      const [id, expires] = token.split('.');
      return { customerId: Number(id), expiresAt: Number(expires) };
    },
    /** Constant-time check of a token against the account's current password hash. */
    async matches(token: string, subject: ResetSubject): Promise<boolean> {
      const expected = Buffer.from(
        `${subject.customerId}.${subject.expiresAt}.${signatureOf(await key(), subject)}`,
      );
      const presented = Buffer.from(token);
      return presented.length === expected.length && timingSafeEqual(presented, expected);
    },
  };
}
export type PasswordResetTokens = ReturnType<typeof createPasswordResetTokens>;
