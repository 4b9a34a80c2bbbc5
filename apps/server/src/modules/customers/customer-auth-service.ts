import {
  AppError,
  type StoreChangePasswordBody,
  type StoreCustomer,
  type StoreLogInBody,
  type StoreSignUpBody,
  type StoreUpdateMeBody,
} from '@matjar/core';
import type { LoginRateLimiter } from '../staff/login-rate-limiter.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../staff/password.js';
import { hashSessionToken, newSessionToken } from '../staff/session-token.js';
import type { CustomerRepository, CustomerRow } from './customer-repository.js';
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

function throwIfLimited(limiter: LoginRateLimiter, ip: string, account: string): void {
  const wait = limiter.retryAfterSeconds(ip, account);
  // `seconds` also becomes the Retry-After header (customer-routes).
  if (wait > 0) throw new AppError('SIGN_IN_RATE_LIMITED', { minutes: Math.ceil(wait / 60), seconds: wait });
}

/** Sign-up, sign-in, sessions and account changes of shop customers (storefront §5, D2). */
export function createCustomerAuthService(deps: {
  customers: CustomerRepository;
  limiter: LoginRateLimiter;
  now?: () => Date;
}) {
  const { customers, limiter } = deps;
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
    async signUp(body: StoreSignUpBody, client: ClientInfo): Promise<SignedIn> {
      if (await customers.findByEmail(body.email)) throw new AppError('EMAIL_IN_USE');
      const row = await customers.insert({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
      });
      if (!row) throw new AppError('EMAIL_IN_USE');
      return startSession(row, client);
    },

    /**
     * A wrong e-mail, a wrong password and an inactive account all answer INVALID_CREDENTIALS after the same
     * work (a dummy hash check for unknown e-mails), so neither text nor timing tells which accounts exist.
     */
    async logIn(body: StoreLogInBody, client: ClientInfo): Promise<SignedIn> {
      throwIfLimited(limiter, client.ip, body.email);
      const row = await customers.findByEmail(body.email);
      const passwordOk = row
        ? await verifyPassword(row.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!row || !passwordOk || !row.isActive) {
        limiter.recordFailure(client.ip, body.email);
        throw new AppError('INVALID_CREDENTIALS');
      }
      limiter.recordSuccess(body.email);
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
      const row = await customers.update(customerId, body);
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
      throwIfLimited(limiter, ip, customer.email);
      if (!(await verifyPassword(customer.passwordHash, body.currentPassword))) {
        limiter.recordFailure(ip, customer.email);
        throw new AppError('CURRENT_PASSWORD_INCORRECT');
      }
      await customers.update(customer.id, { passwordHash: await hashPassword(body.newPassword) });
      // Other browsers signed in with the old password are signed out; this one stays.
      await customers.removeOtherSessions(customer.id, identity.tokenHash);
    },
  };
}
export type CustomerAuthService = ReturnType<typeof createCustomerAuthService>;
