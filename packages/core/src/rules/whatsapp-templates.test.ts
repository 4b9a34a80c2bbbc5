import { describe, expect, it } from 'vitest';
import {
  renderWhatsAppBody,
  SHOP_WHATSAPP_TEMPLATES,
  WHATSAPP_BODY_MAX,
  WHATSAPP_PARAMETER as P,
  whatsappParameter,
} from './whatsapp-templates.js';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

describe('whatsappParameter', () => {
  it('folds every kind of whitespace to one space and trims', () => {
    expect(whatsappParameter(' Ali\n\tAl     Thani\u00a0\u2003 \r\n', P.name)).toBe(
      `${FSI}Ali Al Thani${PDI}`,
    );
    expect(whatsappParameter('a\u2028b\u2029c', P.name)).toBe(`${FSI}a b c${PDI}`);
  });

  it('removes control and direction characters a typed name can carry, keeps the joiners', () => {
    const hostile = '\u202eSara\u200f\u200b\u0000\ufeff \u061cنور\u2066x\u2069';
    expect(whatsappParameter(hostile, P.name)).toBe(`${FSI}Sara نورx${PDI}`);
    // A family emoji is joined by zero-width joiners: it stays whole.
    expect(whatsappParameter('👨\u200d👩\u200d👧', P.name)).toBe(`${FSI}👨\u200d👩\u200d👧${PDI}`);
  });

  it('isolates numbers left to right and words in their own direction', () => {
    expect(whatsappParameter('+974 3300 1001', P.number)).toBe(`${LRI}+974 3300 1001${PDI}`);
    expect(whatsappParameter('سالم المري', P.name)).toBe(`${FSI}سالم المري${PDI}`);
  });

  it('cuts to the kind’s length with an ellipsis, counting characters not code units', () => {
    const cut = whatsappParameter('😀'.repeat(100), P.name);
    expect([...cut.slice(1, -1)]).toHaveLength(P.name.max);
    expect(cut.slice(1, -1).endsWith('…')).toBe(true);
    expect(whatsappParameter('x'.repeat(P.name.max), P.name)).toBe(`${FSI}${'x'.repeat(P.name.max)}${PDI}`);
  });

  it('never leaves a parameter empty (Meta refuses one)', () => {
    expect(whatsappParameter(' \n\t\u200f ', P.name)).toBe(`${FSI}-${PDI}`);
  });
});

describe('the shop templates', () => {
  it('fill their bodies, and stay under Meta’s limit with every parameter at its longest', () => {
    // The longest kind a parameter has (a link is only ever the payment page's, well under its bound).
    const longest = whatsappParameter('ش'.repeat(1000), P.sentence);
    // The tracking link: the shop's address, /en/track?t= and a token of the longest order number.
    const trackingLink = whatsappParameter(
      `https://${'s'.repeat(60)}.qa/en/track?t=999999999.${'a'.repeat(22)}`,
      P.link,
    );
    for (const template of SHOP_WHATSAPP_TEMPLATES) {
      for (const language of ['ar', 'en'] as const) {
        const body = template.body[language];
        const parameters = Array<string>(template.parameters).fill(longest);
        if (template.trackingLink) parameters[template.parameters - 1] = trackingLink;
        const filled = renderWhatsAppBody(body, parameters);
        expect(filled).not.toMatch(/\{\{\d+\}\}/);
        expect(filled.length, `${template.name} ${language}`).toBeLessThanOrEqual(WHATSAPP_BODY_MAX);
        // Meta refuses a body that starts or ends with a parameter.
        expect(body).not.toMatch(/^\{\{|\}\}$/);
      }
    }
  });

  it('put no full stop right after an Arabic amount (its ر.ق. already ends with one)', () => {
    for (const template of SHOP_WHATSAPP_TEMPLATES) {
      expect(template.body.ar, template.name).not.toMatch(/بقيمة \{\{\d+\}\}\./);
    }
  });
});
