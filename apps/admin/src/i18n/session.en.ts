import type { sessionAr } from './session.ar.js';

// English strings of the warning before a staff session ends, spread into en.ts.
export const sessionEn: Record<keyof typeof sessionAr, string> = {
  'session.expiry.title': 'Your session is about to end',
  'session.expiry.text':
    'For your security you will be signed out of the back office in {minutes, plural, one {# minute} other {# minutes}} (at {time}). Anything not saved yet would be lost.',
  'session.expiry.capped':
    'This session has reached its longest allowed length and cannot be extended: save your work now; you will be asked to sign in again.',
  'session.expiry.stay': 'Stay signed in',
  'session.expiry.signOut': 'Sign out',
  'session.renew.title': 'Sign in again to continue',
  'session.renew.text':
    'Your session has ended. What you were doing on this screen is kept: enter your password to carry on where you stopped, and anything waiting to be saved is saved then.',
  'session.renew.who': 'Account: {name} ({username})',
  'session.renew.submit': 'Sign in and continue',
  'session.renew.signOut': 'Sign out',
};
