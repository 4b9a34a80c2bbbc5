import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { handleContact } from './contact-action.server.js';

function form(): FormData {
  const data = new FormData();
  data.set('name', 'Huda');
  data.set('email', 'huda@example.com');
  data.set('subject', 'Order');
  data.set('message', 'Where is it?');
  return data;
}

describe('handleContact (the contact page form action)', () => {
  it('shows a rate-limit refusal of the host with its wait, in both languages', async () => {
    // Thrown by the host's copy of core: only its shape is known here.
    const refusal = Object.assign(new Error('limited'), {
      code: 'TOO_MANY_ATTEMPTS',
      status: 429,
      params: { minutes: 60, seconds: 3600 },
    });
    const context = {
      services: {
        contact: {
          send: async () => {
            throw refusal;
          },
        },
      },
    } as unknown as AppLoadContext;
    const result = await handleContact(form(), context, 'en');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.formError?.message).toBe(
      'Too many attempts from here. Please wait 60 minutes and try again',
    );
    expect(result.formError?.messageAr).toContain('60 دقيقة');
  });

  it('keeps what was typed when the host refuses the form (another host name than the shop’s)', async () => {
    const refusal = Object.assign(new Error('wrong host'), {
      code: 'WRONG_HOST',
      status: 421,
      params: { url: 'http://localhost:3000', urlAr: '\u2068http://localhost:3000\u2069' },
    });
    const context = {
      services: {
        contact: {
          send: async () => {
            throw refusal;
          },
        },
      },
    } as unknown as AppLoadContext;
    const result = await handleContact(form(), context, 'ar');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values).toMatchObject({ name: 'Huda', email: 'huda@example.com', message: 'Where is it?' });
    expect(result.formError?.message).toContain('http://localhost:3000');
    expect(result.formError?.messageAr).toContain('\u2068http://localhost:3000\u2069');
  });

  it('names every missing field at once, and a phone that is not a Qatari mobile', async () => {
    const sent: unknown[] = [];
    const context = {
      services: { contact: { send: async (body: unknown) => void sent.push(body) } },
    } as unknown as AppLoadContext;
    const empty = new FormData();
    empty.set('phone', '12');
    const result = await handleContact(empty, context, 'en');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    expect(result.fieldErrors.phone?.messageAr).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends the phone typed after +974 the way staff read it', async () => {
    const sent: { phone?: string }[] = [];
    const context = {
      services: { contact: { send: async (body: { phone?: string }) => void sent.push(body) } },
    } as unknown as AppLoadContext;
    const data = form();
    data.set('phone', '5000 1234');
    expect((await handleContact(data, context, 'ar')).ok).toBe(true);
    expect(sent[0]?.phone).toBe('+974 5000 1234');
    const blank = form();
    blank.set('phone', '  ');
    expect((await handleContact(blank, context, 'ar')).ok).toBe(true);
    expect(sent[1]?.phone).toBeUndefined();
  });
});
