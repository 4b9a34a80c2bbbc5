// The customer's call and WhatsApp links are one rule in core, shared with the driver's run page.
export { contactLinks, type ContactLinks } from '@matjar/core';
