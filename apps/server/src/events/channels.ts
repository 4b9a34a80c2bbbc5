/**
 * Every PostgreSQL NOTIFY channel of the server, in one place: the code that announces a change and the code
 * that LISTENs for it read the same names. A notification sent inside a transaction is delivered when the
 * transaction commits (and dropped if it rolls back), to every process listening on the database.
 */
export const CHANNELS = {
  /** A new order (payload: its number): staff are alerted. */
  orderCreated: 'order_created',
  /**
   * An order changed — status, payment, cash, archive, notes (payload: core's OrderChangedEvent, no contact
   * details): every process sends an order-changed event to all its open staff streams (order-changed.ts).
   */
  orderChanged: 'order_changed',
  /**
   * A staff member read or dismissed alerts (payload: {"staff":id}): their other open windows reload the unread
   * list, so every badge and tone of theirs stops (modules/staff-events).
   */
  staffAlertsChanged: 'staff_alerts_changed',
  /**
   * Some sessions of a staff member ended — sign-out, deactivation, a new password, deletion (payload:
   * {"staff":id}): every process ends that member's event streams whose session is gone at once, rather than at
   * the next heartbeat (modules/staff-events).
   */
  staffSessionsEnded: 'staff_sessions_ended',
  /** Anything in the catalogue may have changed (payload ignored): every cached catalogue answer and page goes. */
  catalogChanged: 'catalog_changed',
  /** The site settings changed (payload ignored): settings and everything rendered from them go. */
  settingsChanged: 'settings_changed',
  /**
   * Some products' stock or reviews changed (payload: {"products":[ids]}): only the cached answers and pages
   * that show one of them go (products-changed.ts).
   */
  productsChanged: 'products_changed',
  /**
   * The WhatsApp connection was saved or switched on or off in Settings (payload ignored): every process reads
   * it again, so sending starts or stops everywhere without a restart (modules/whatsapp/whatsapp-connection.ts).
   */
  whatsappSettingsChanged: 'whatsapp_settings_changed',
  /** An e-mail was queued (payload: its kind): the mail worker wakes instead of waiting for its next poll. */
  outbox: 'outbox',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
