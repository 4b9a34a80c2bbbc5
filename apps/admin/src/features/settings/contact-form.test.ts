import { DEFAULT_CONTACT_SETTINGS } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import {
  cleanWhatsAppNumber,
  contactDraftIssues,
  contactDraftOf,
  footerContactOf,
  sameContact,
  whatsappProblem,
} from './contact-form';

const draft = contactDraftOf(DEFAULT_CONTACT_SETTINGS);

describe('WhatsApp number', () => {
  it.each([
    ['+974 5555 5555', '97455555555'],
    ['00974-5555-5555', '97455555555'],
    ['(974) 5555.5555', '97455555555'],
    ['٩٧٤٥٥٥٥٥٥٥٥', '97455555555'],
    ['۹۷۴۵۵۵۵۵۵۵۵', '97455555555'],
    ['97455555555', '97455555555'],
    ['', ''],
  ])('cleans %j to %j', (typed, digits) => {
    expect(cleanWhatsAppNumber(typed)).toBe(digits);
  });

  it('leaves text that is no number for the check to name', () => {
    expect(cleanWhatsAppNumber(' call me ')).toBe('call me');
    expect(cleanWhatsAppNumber('+974 55x')).toBe('+974 55x');
  });

  it.each([
    ['', null],
    ['97455555555', null],
    ['12345678', null],
    ['123456789012345', null],
    ['+97455555555', 'plus'],
    ['974 5555 5555', 'notDigits'],
    ['whatsapp', 'notDigits'],
    ['1234567', 'length'],
    ['1234567890123456', 'length'],
  ])('%j has problem %s', (typed, problem) => {
    expect(whatsappProblem(typed)).toBe(problem);
  });
});

describe('contact draft', () => {
  it('accepts the defaults and blanks', () => {
    expect(contactDraftIssues(draft)).toEqual({});
    expect(contactDraftIssues({ ...draft, email: '', whatsapp: '', facebook: '', instagram: '' })).toEqual(
      {},
    );
  });

  it('names each refused field with core’s codes', () => {
    expect(
      contactDraftIssues({
        ...draft,
        email: 'not-an-address',
        whatsapp: '+974',
        facebook: 'http://facebook.com/x',
        instagram: 'instagram.com/x',
      }),
    ).toEqual({
      email: 'INVALID_EMAIL',
      whatsapp: 'INVALID_WHATSAPP',
      facebook: 'INVALID_LINK',
      instagram: 'INVALID_LINK',
    });
  });

  it('previews the footer as the storefront reads it: trimmed, a cleared field left blank', () => {
    const footer = footerContactOf({ ...draft, whatsapp: '', location_en: ' Lusail ' });
    expect(footer.whatsapp).toBe('');
    expect(footer.location_en).toBe('Lusail');
    expect(footer.email).toBe(DEFAULT_CONTACT_SETTINGS.email);
  });

  it('compares drafts without the spaces the server trims', () => {
    expect(sameContact(draft, { ...draft, location_ar: ` ${draft.location_ar} ` })).toBe(true);
    expect(sameContact(draft, { ...draft, whatsapp: '97411111111' })).toBe(false);
  });
});
