import { PASSWORD_RESET_TOKEN_PATTERN } from '@matjar/core';
import { keyOnFirstUse, linkSignature, sameToken } from '../../credentials/link-signature.js';

/** What a reset token is signed over: the account, the link's expiry and the password hash of the moment. */
export interface ResetSubject {
  customerId: number;
  /** Unix seconds. */
  expiresAt: number;
  passwordHash: string;
}

const signatureOf = (secret: Buffer, subject: ResetSubject) =>
  linkSignature(secret, `password-reset:${subject.customerId}:${subject.expiresAt}:${subject.passwordHash}`);

/**
 * Signed password-reset tokens (decision 037): "<id>.<expiry>.<HMAC-SHA256, 128 bits>". Nothing is stored:
 * the signature covers the current password hash, so the link stops working the moment the password changes
 * (by this link, which makes it one-time, or any other way), and the expiry is inside what is signed.
 */
export function createPasswordResetTokens(loadSecret: () => Promise<Buffer>) {
  const key = keyOnFirstUse(loadSecret);
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
      const expected = `${subject.customerId}.${subject.expiresAt}.${signatureOf(await key(), subject)}`;
      return sameToken(token, expected);
    },
  };
}
export type PasswordResetTokens = ReturnType<typeof createPasswordResetTokens>;
