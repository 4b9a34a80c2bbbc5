import { describe, expect, it } from 'vitest';
import { optRequestOf } from './opt-out-words.js';

// STOP and START as people write them, in both languages; anything else is a message, not a request.

describe('optRequestOf', () => {
  it.each([
    'STOP',
    'stop',
    'Stop',
    ' STOP. ',
    'Stop!!',
    'stop please',
    'Please stop',
    'STOP all messages',
    'unsubscribe',
    'opt out',
    'stop whatsapp messages thanks',
  ])('%j stops, in English', (text) => {
    expect(optRequestOf(text)).toEqual({ kind: 'stop', language: 'en' });
  });

  it.each([
    'إيقاف',
    'ايقاف',
    ' إيقاف. ',
    'أوقف',
    'توقف',
    'إِيقَاف',
    'ايقاف الرسائل',
    'إيقاف من فضلك',
    'الرجاء ايقاف الرسائل',
    'إلغاء الاشتراك',
  ])('%j stops, in Arabic', (text) => {
    expect(optRequestOf(text)).toEqual({ kind: 'stop', language: 'ar' });
  });

  it.each([
    ['START', 'en'],
    ['start please', 'en'],
    ['Opt in', 'en'],
    ['تشغيل', 'ar'],
    ['ابدأ', 'ar'],
    ['اشتراك', 'ar'],
  ] as const)('%j starts again', (text, language) => {
    expect(optRequestOf(text)).toEqual({ kind: 'start', language });
  });

  it.each([
    'hello',
    'the driver did not stop at my door',
    'when will my order stop being late',
    'إلغاء',
    'إلغاء الطلب',
    'stop start',
    '',
    '!!!',
    'stop stop stop stop stop stop stop',
  ])('%j is not a request', (text) => {
    expect(optRequestOf(text)).toBeNull();
  });
});
