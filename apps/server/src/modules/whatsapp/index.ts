// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
// The others queue messages through the app's `whatsappMessages` (the plugin's), never through a switch of
// their own.
export {
  WHATSAPP_STATUS_EVENTS,
  type OrderNotice,
  type ShopperWhatsAppEvent,
  type WhatsAppMessages,
} from './whatsapp-queue.js';
