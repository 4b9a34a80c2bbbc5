import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { customers, sessions, type Db } from '@matjar/db';

export type CustomerRow = typeof customers.$inferSelect;

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passwordHash: string;
  phoneKey: string | null;
  emailKey: string;
}

export interface CustomerSession {
  tokenHash: string;
  lastSeenAt: Date;
  customer: CustomerRow;
}

/** SQL for shop customers and their sessions (sessions rows of kind 'customer'; only token hashes). */
export function createCustomerRepository(db: Db) {
  return {
    /**
     * E-mail compared case-insensitively, as the unique index on lower(email) does: the account with it, else
     * a guest with it (a guest may share its e-mail with an account until its orders join it, decision 043).
     */
    async findByEmail(email: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()))
        .orderBy(sql`${customers.passwordHash} is null`, customers.id)
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },

    /** Undefined when the e-mail is taken (a concurrent sign-up lost the race on the unique index). */
    async insert(customer: NewCustomer): Promise<CustomerRow | undefined> {
      const [row] = await db.insert(customers).values(customer).onConflictDoNothing().returning();
      return row;
    },

    async update(
      id: number,
      changes: Partial<Pick<CustomerRow, 'firstName' | 'lastName' | 'phone' | 'phoneKey' | 'passwordHash'>>,
    ): Promise<CustomerRow | undefined> {
      const [row] = await db
        .update(customers)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(customers.id, id))
        .returning();
      return row;
    },

    /**
     * Sets a new password only if the hash is still the one a reset link was checked against: of two uses of
     * one link racing, one wins. Undefined when the password changed meanwhile.
     */
    async replacePasswordHash(
      id: number,
      expectedHash: string,
      passwordHash: string,
    ): Promise<CustomerRow | undefined> {
      const [row] = await db
        .update(customers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(customers.id, id), eq(customers.passwordHash, expectedHash)))
        .returning();
      return row;
    },

    /** Every session of a customer (a password reset: whoever had the old password is signed out). */
    async removeAllSessions(customerId: number): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.customerId, customerId), eq(sessions.kind, 'customer')));
    },

    async insertSession(session: {
      tokenHash: string;
      customerId: number;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    }): Promise<void> {
      await db.insert(sessions).values({ ...session, kind: 'customer' });
    },

    /** The unexpired session of an active customer, or undefined. */
    async findActiveSession(tokenHash: string, now: Date): Promise<CustomerSession | undefined> {
      const [row] = await db
        .select({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt, customer: customers })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            eq(sessions.kind, 'customer'),
            gt(sessions.expiresAt, now),
            eq(customers.isActive, true),
          ),
        )
        .limit(1);
      return row;
    },

    async touchSession(tokenHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Only a customer session: a staff token sent in the customer cookie cannot end a staff session. */
    async removeSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'customer')));
    },

    /** Every session of a customer except the caller's own (after a password change). */
    async removeOtherSessions(customerId: number, keepTokenHash: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, keepTokenHash)));
    },

    async removeExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
