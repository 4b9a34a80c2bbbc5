import { and, eq } from 'drizzle-orm';
import { AppError, type AdminUpdateCustomerResponse } from '@matjar/core';
import { customers, sessions, type Db } from '@matjar/db';
import { recordActivity, type ActivityActor } from '../audit/index.js';

/** Activating and deactivating shop customers from the back office. */
export function createCustomerStatusService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Sets whether the customer may sign in. Deactivating ends every session they hold in the same
     * transaction (sign-in and the session check already refuse inactive customers; deleting the rows means
     * nothing is left to work again should the account be reactivated). Audited; a no-op change is not.
     */
    async setActive(
      actor: ActivityActor,
      id: number,
      isActive: boolean,
    ): Promise<Omit<AdminUpdateCustomerResponse, 'success'>> {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select({
            id: customers.id,
            firstName: customers.firstName,
            lastName: customers.lastName,
            email: customers.email,
            isActive: customers.isActive,
          })
          .from(customers)
          .where(eq(customers.id, id))
          .for('update');
        if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
        if (customer.isActive === isActive) return { is_active: isActive, sessions_ended: 0 };
        await tx.update(customers).set({ isActive, updatedAt: now() }).where(eq(customers.id, id));
        const ended = isActive
          ? []
          : await tx
              .delete(sessions)
              .where(and(eq(sessions.kind, 'customer'), eq(sessions.customerId, id)))
              .returning({ tokenHash: sessions.tokenHash });
        const name = `${customer.firstName} ${customer.lastName}`.trim();
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          entityType: 'customer',
          entityId: id,
          entityName: name,
          old: { is_active: customer.isActive },
          new: { is_active: isActive, ...(isActive ? {} : { sessions_ended: ended.length }) },
          description: isActive
            ? `Activated customer ${name} (${customer.email})`
            : `Deactivated customer ${name} (${customer.email}); ${ended.length} session(s) ended`,
        });
        return { is_active: isActive, sessions_ended: ended.length };
      });
    },
  };
}

export type CustomerStatusService = ReturnType<typeof createCustomerStatusService>;
