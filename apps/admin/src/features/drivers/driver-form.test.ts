import { describe, expect, it } from 'vitest';
import { driverFormErrors } from './driver-form';

describe('driverFormErrors', () => {
  it('accepts a name and a Qatari mobile number in any form', () => {
    expect(driverFormErrors({ name: 'سالم', phone: '+974 5512 3456' })).toEqual({});
    expect(driverFormErrors({ name: 'Ravi', phone: '٥٥١٢٣٤٥٦' })).toEqual({});
  });
  it('asks for a name and a mobile number', () => {
    expect(driverFormErrors({ name: '  ', phone: '4412 3456' })).toEqual({
      name: 'drivers.nameRequired',
      phone: 'drivers.phoneInvalid',
    });
    expect(driverFormErrors({ name: 'A', phone: '' })).toEqual({ phone: 'drivers.phoneInvalid' });
  });
});
