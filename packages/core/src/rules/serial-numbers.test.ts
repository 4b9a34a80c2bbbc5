import { describe, expect, it } from 'vitest';
import {
  luhnValid,
  normalizeSerial,
  serialRefusal,
  serialSearchKey,
  serialsMissing,
} from './serial-numbers.js';

describe('serial numbers', () => {
  it('reads a serial however it was typed: Arabic digits, spaces, hyphens, lower case', () => {
    expect(normalizeSerial(' 35-209900-176148-1 ')).toBe('352099001761481');
    expect(normalizeSerial('٣٥٢٠٩٩ ٠٠١٧٦١٤٨١')).toBe('352099001761481');
    expect(normalizeSerial('f2lx9abc')).toBe('F2LX9ABC');
  });

  it('checks an IMEI with the Luhn formula', () => {
    expect(luhnValid('352099001761481')).toBe(true);
    expect(luhnValid('490154203237518')).toBe(true);
    expect(luhnValid('352099001761482')).toBe(false);
    expect(luhnValid('35209900176148A')).toBe(false);
  });

  it.each([
    ['', 'REQUIRED'],
    ['ABC', 'SERIAL_INVALID'],
    ['A'.repeat(41), 'SERIAL_INVALID'],
    ['ABC/123', 'SERIAL_INVALID'],
    ['سيريال', 'SERIAL_INVALID'],
    ['352099001761482', 'SERIAL_IMEI_INVALID'],
    ['352099001761481', null],
    // Not 15 digits: a serial, no check digit asked of it.
    ['35209900176148', null],
    ['F2LX9ABCQ1', null],
  ])('refuses %j with %s', (serial, refusal) => {
    expect(serialRefusal(serial)).toBe(refusal);
  });

  it('searches serials only for a query that can be one', () => {
    expect(serialSearchKey('1761 481')).toBe('1761481');
    expect(serialSearchKey('Ahmed Ali')).toBe('AHMEDALI');
    expect(serialSearchKey('Ahmed.Ali')).toBeNull();
    expect(serialSearchKey('123')).toBeNull();
  });

  it('counts the units still without a serial, serialised lines only', () => {
    expect(
      serialsMissing([
        { serialized: true, is_gift_card: false, quantity: 2, serials: ['A'] },
        { serialized: false, is_gift_card: false, quantity: 3, serials: [] },
        { serialized: true, is_gift_card: true, quantity: 1, serials: [] },
        { serialized: true, is_gift_card: false, quantity: 1, serials: ['B'] },
      ]),
    ).toBe(1);
  });
});
