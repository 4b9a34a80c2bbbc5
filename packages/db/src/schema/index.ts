import * as catalog from './catalog.js';
import * as deliveryWindowTables from './delivery-windows.js';
import * as driverTables from './drivers.js';
import * as giftCardLedgerTables from './gift-card-ledger.js';
import * as operations from './operations.js';
import * as orderTables from './orders.js';
import * as people from './people.js';
import * as rateLimitTables from './rate-limits.js';
import * as relations from './relations.js';
import * as refundTables from './refunds.js';
import * as reportCacheTables from './report-cache.js';
import * as restockAlertTables from './restock-alerts.js';
import * as returnTables from './returns.js';
import * as sandboxPaymentTables from './sandbox-payments.js';
import * as serialTables from './serials.js';
import * as serverSecretTables from './server-secrets.js';
import * as stockTables from './stock.js';
import * as whatsappTables from './whatsapp.js';

export * from './catalog.js';
export * from './delivery-windows.js';
export * from './drivers.js';
export * from './gift-card-ledger.js';
export * from './operations.js';
export * from './orders.js';
export * from './people.js';
export * from './rate-limits.js';
export * from './relations.js';
export * from './refunds.js';
export * from './report-cache.js';
export * from './restock-alerts.js';
export * from './returns.js';
export * from './sandbox-payments.js';
export * from './serials.js';
export * from './server-secrets.js';
export * from './stock.js';
export * from './whatsapp.js';

/** Every table and relation, for drizzle's relational queries and for tests that walk the whole model. */
export const schema = {
  ...catalog,
  ...people,
  ...orderTables,
  ...operations,
  ...relations,
  ...sandboxPaymentTables,
  ...rateLimitTables,
  ...stockTables,
  ...driverTables,
  ...reportCacheTables,
  ...serverSecretTables,
  ...whatsappTables,
  ...restockAlertTables,
  ...deliveryWindowTables,
  ...refundTables,
  ...serialTables,
  ...giftCardLedgerTables,
  ...returnTables,
};
