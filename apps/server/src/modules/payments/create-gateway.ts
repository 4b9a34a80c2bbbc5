import type { Db } from '@matjar/db';
import type { Config } from '../../plugins/config.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway } from './sandbox/sandbox-gateway.js';
import { createSkipCashGateway } from './skipcash/skipcash-gateway.js';

/** The gateway PAYMENT_GATEWAY names, built from its configuration. */
export function createGateway(config: Config, db: Db): PaymentGateway {
  const payments = config.payments;
  if (payments.gateway === 'sandbox') {
    return createSandboxGateway({
      db,
      secret: payments.secret,
      publicUrl: config.publicUrl,
      // The slow test card answers well past the shop's wait, so its refund is left pending.
      slowRefundMs: config.refundTimeoutMs * 3,
    });
  }
  return createSkipCashGateway(payments);
}
