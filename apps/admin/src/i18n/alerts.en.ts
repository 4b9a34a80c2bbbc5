import type { alertsAr } from './alerts.ar.js';

// English strings of the new-order alerts (the top bar's bell), spread into en.ts.
export const alertsEn: Record<keyof typeof alertsAr, string> = {
  'alerts.bell': 'New-order alerts',
  'alerts.bellUnread': 'New-order alerts: {count} unread',
  'alerts.title': 'New orders',
  'alerts.none': 'No unread alerts.',
  'alerts.loadFailed': 'The alerts could not be loaded',
  'alerts.newOrderFrom': 'New order from',
  'alerts.openOrder': 'Open order {number}',
  'alerts.markRead': 'Mark read',
  'alerts.dismiss': 'Dismiss',
  'alerts.markAllRead': 'Mark all read',
  'alerts.moreUnread': 'and {count} more unread',
  'alerts.actionFailed': 'The alert could not be updated; try again',
  'alerts.enableSound': 'Enable sound',
  'alerts.enableSoundHint': 'The browser blocks sound until you click: click to hear new-order alerts',
  'alerts.mute': 'Mute the alert sound',
  'alerts.unmute': 'Unmute the alert sound',
  'alerts.playingElsewhere': 'The alert sound plays in another window',
  'alerts.close': 'Close alerts',
};
