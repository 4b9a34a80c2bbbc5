import { describe, expect, it } from 'vitest';
import { contactLinks } from './contact-links';

describe('contactLinks', () => {
  it.each([
    ['+97455123401', '97455123401'],
    ['55123401', '97455123401'],
    ['00974 5512 3401', '97455123401'],
    ['974-5512-3401', '97455123401'],
    ['٥٥١٢٣٤٠١', '97455123401'],
    ['+٩٧٤ ٥٥١٢ ٣٤٠١', '97455123401'],
  ])('folds %s to the Qatari number %s', (phone, digits) => {
    expect(contactLinks(phone)).toEqual({
      whatsapp: `https://wa.me/${digits}`,
      tel: `tel:+${digits}`,
      display: '+974 5512 3401',
    });
  });

  it("keeps another country's number as typed, digits only", () => {
    expect(contactLinks('+44 20 7946 0958')).toEqual({
      whatsapp: 'https://wa.me/442079460958',
      tel: 'tel:+442079460958',
      display: '+442079460958',
    });
  });

  it('gives no links without a number', () => {
    expect(contactLinks(null)).toBeNull();
    expect(contactLinks('')).toBeNull();
    expect(contactLinks(' - ')).toBeNull();
  });
});
