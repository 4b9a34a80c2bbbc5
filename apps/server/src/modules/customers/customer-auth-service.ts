import {
  AppError,
  PASSWORD_RESET_TTL_MS,
  emailKey,
  phoneKey,
  type StoreChangePasswordBody,
  type StoreForgotPasswordBody,
  type StoreResetPasswordBody,
  type StoreCustomer,
  type StoreLogInBody,
  type StoreSignUpBody,
  type StoreUpdateMeBody,
  type Locale,
} from '@matjar/core';
import type { RateLimiter, SignInCheck, SignInLimits } from '../rate-limits/index.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../credentials/password.js';
import { hashSessionToken, newSessionToken } from '../../credentials/session-token.js';
import type { PasswordResetEmail } from '../../mail/mail-queue.js';
import type { CustomerRepository, CustomerRow } from './customer-repository.js';
import type { GuestOrdersLinks } from './guest-orders-links.js';
import type { PasswordResetTokens } from './password-reset-token.js';
import { CUSTOMER_SESSION_IDLE_MS, CUSTOMER_SESSION_TOUCH_EVERY_MS } from './customer-session.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The session token this browser already holds; it is ended when a new one is issued (rotation). */
  previousToken: string | undefined;
}

export interface SignedIn {
  token: string;
  customer: StoreCustomer;
}

/** The signed-in customer of a request. */
export interface CustomerIdentity {
  tokenHash: string;
  customer: CustomerRow;
  /** True when this request pushed the session's expiry forward: the cookie is sent again with it. */
  extended: boolean;
}

export function toStoreCustomer(row: CustomerRow): StoreCustomer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
  };
}

/** Sign-up, sign-in, sessions and account changes of shop customers (storefront §5, D2). */
export function createCustomerAuthService(deps: {
  customers: CustomerRepository;
  limiter: RateLimiter;
  limits: SignInLimits;
  resetTokens: PasswordResetTokens;
  /** Offers a guest's orders to the account signed up with its e-mail, by an e-mailed link. */
  guestOrders: GuestOrdersLinks;
  /** Queues the reset e-mail in the outbox (its own transaction). */
  queueResetMail: (mail: PasswordResetEmail) => Promise<void>;
  now?: () => Date;
}) {
  const { customers, limiter, limits, resetTokens } = deps;
  const now = deps.now ?? (() => new Date());

  async function startSession(customer: CustomerRow, client: ClientInfo): Promise<SignedIn> {
    const at = now();
    // Rotation: the token this browser held before signing in stops working.
    if (client.previousToken) await customers.removeSession(hashSessionToken(client.previousToken));
    await customers.removeExpiredSessions(at);
    const token = newSessionToken();
    await customers.insertSession({
      tokenHash: hashSessionToken(token),
      customerId: customer.id,
      expiresAt: new Date(at.getTime() + CUSTOMER_SESSION_IDLE_MS),
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      ip: client.ip,
    });
    return { token, customer: toStoreCustomer(customer) };
  }

  return {
    /**
     * The shopper whose session this token opens, or null. Unlike authenticate it leaves the session as it is:
     * checkout asks it for every order only to link the order to the account.
     */
    async customerIdOf(token: string): Promise<number | null> {
      const session = await customers.findActiveSession(hashSessionToken(token), now());
      return session?.customer.id ?? null;
    },

    /**
     * A new account, always with its own empty history: a guest who ordered with this e-mail or phone is not
     * taken over, since a sign-up proves neither. A guest with this e-mail is offered, at that address, the
     * link that joins its orders to the account (decision 043).
     */
    async signUp(body: StoreSignUpBody, client: ClientInfo, locale: Locale): Promise<SignedIn> {
      // Also bounds how fast "e-mail already in use" can be used to learn who has an account.
      await limiter.take([
        ['sign-up-address', client.ip],
        ['sign-up-email', emailKey(body.email)],
      ]);
      const byEmail = await customers.findByEmail(body.email);
      if (byEmail && byEmail.passwordHash !== null) throw new AppError('EMAIL_IN_USE');
      const row = await customers.insert({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
        phoneKey: phoneKey(body.phone),
        emailKey: emailKey(body.email),
      });
      if (!row) throw new AppError('EMAIL_IN_USE');
      if (byEmail) await deps.guestOrders.offer(row, locale);
      return startSession(row, client);
    },

    /**
     * A wrong e-mail, a wrong password and an inactive account all answer INVALID_CREDENTIALS after the same
     * work (a dummy hash check for unknown e-mails), so neither text nor timing tells which accounts exist.
     */
    async logIn(body: StoreLogInBody, client: ClientInfo): Promise<SignedIn> {
      const row = await limits.attempt(
        { scope: 'customer', account: body.email, ip: client.ip },
        async (): Promise<SignInCheck<CustomerRow>> => {
          const found = await customers.findByEmail(body.email);
          // A guest (no password: ordered without an account) cannot sign in until it signs up.
          const passwordOk = found?.passwordHash
            ? await verifyPassword(found.passwordHash, body.password)
            : await verifyAgainstDummy(body.password);
          if (found && passwordOk && found.isActive) return { ok: true, value: found };
          return {
            ok: false,
            owner: found?.isActive && found.passwordHash ? { email: found.email, locale: 'ar' } : null,
          };
        },
      );
      if (!row) throw new AppError('INVALID_CREDENTIALS');
      return startSession(row, client);
    },

    /** The session behind a cookie token, or undefined when unknown, expired, or its customer is inactive. */
    async authenticate(token: string): Promise<CustomerIdentity | undefined> {
      const tokenHash = hashSessionToken(token);
      const at = now();
      const session = await customers.findActiveSession(tokenHash, at);
      if (!session) return undefined;
      const extended = at.getTime() - session.lastSeenAt.getTime() >= CUSTOMER_SESSION_TOUCH_EVERY_MS;
      if (extended) {
        await customers.touchSession(tokenHash, at, new Date(at.getTime() + CUSTOMER_SESSION_IDLE_MS));
      }
      return { tokenHash, customer: session.customer, extended };
    },

    async logOut(tokenHash: string): Promise<void> {
      await customers.removeSession(tokenHash);
    },

    async updateMe(customerId: number, body: StoreUpdateMeBody): Promise<StoreCustomer> {
      const row = await customers.update(customerId, {
        ...body,
        ...(body.phone === undefined ? {} : { phoneKey: phoneKey(body.phone) }),
      });
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toStoreCustomer(row);
    },

    /** Wrong current passwords count as failed sign-ins: a stolen session cannot guess the password freely. */
    async changePassword(
      identity: CustomerIdentity,
      body: StoreChangePasswordBody,
      ip: string,
    ): Promise<void> {
      const { customer } = identity;
      const confirmed = await limits.attempt(
        { scope: 'customer', account: customer.email, ip },
        async (): Promise<SignInCheck<true>> =>
          customer.passwordHash && (await verifyPassword(customer.passwordHash, body.currentPassword))
            ? { ok: true, value: true }
            : { ok: false, owner: { email: customer.email, locale: 'ar' } },
      );
      if (!confirmed) throw new AppError('CURRENT_PASSWORD_INCORRECT');
      await customers.update(customer.id, { passwordHash: await hashPassword(body.newPassword) });
      // Other browsers signed in with the old password are signed out; this one stays.
      await customers.removeOtherSessions(customer.id, identity.tokenHash);
    },

    /**
     * Forgot password (decision 037). The same answer whether or not an account has the e-mail: the limits
     * count the address and the e-mail either way, the lookup and the signing happen either way (a stand-in
     * for unknown e-mails), and only a real, active account with a password gets the e-mail.
     */
    async forgotPassword(body: StoreForgotPasswordBody, ip: string): Promise<void> {
      await limiter.take([
        ['password-reset-address', ip],
        ['password-reset-email', emailKey(body.email)],
      ]);
      const found = await customers.findByEmail(body.email);
      const expiresAt = new Date(now().getTime() + PASSWORD_RESET_TTL_MS);
      const account = found?.isActive && found.passwordHash ? found : null;
      const token = await resetTokens.sign({
        customerId: account?.id ?? 1,
        expiresAt: Math.floor(expiresAt.getTime() / 1000),
        passwordHash: account?.passwordHash ?? 'stand-in',
      });
      if (!account) return;
      await deps.queueResetMail({
        to: account.email,
        locale: body.locale,
        customerName: account.firstName,
        token,
        expiresAt: expiresAt.toISOString(),
      });
    },

    /**
     * Sets a new password from a reset link, ends every session of the account, and signs this browser in.
     * A forged, expired, used or outdated link answers PASSWORD_RESET_LINK_INVALID alike.
     */
    async resetPassword(body: StoreResetPasswordBody, client: ClientInfo): Promise<SignedIn> {
      await limiter.take([['password-reset-use-address', client.ip]]);
      const invalid = () => new AppError('PASSWORD_RESET_LINK_INVALID');
      const named = resetTokens.parse(body.token);
      if (!named || named.expiresAt * 1000 <= now().getTime()) throw invalid();
      const found = await customers.findById(named.customerId);
      if (!found?.isActive || !found.passwordHash) throw invalid();
      const valid = await resetTokens.matches(body.token, { ...named, passwordHash: found.passwordHash });
      if (!valid) throw invalid();
      const row = await customers.replacePasswordHash(
        found.id,
        found.passwordHash,
        await hashPassword(body.newPassword),
      );
      if (!row) throw invalid();
      await customers.removeAllSessions(row.id);
      return startSession(row, { ...client, previousToken: undefined });
    },
  };
}
export type CustomerAuthService = ReturnType<typeof createCustomerAuthService>;
