import { driverPhone } from '@matjar/core';

export interface DriverFormValues {
  name: string;
  phone: string;
}

export type DriverFormErrors = Partial<
  Record<keyof DriverFormValues, 'drivers.nameRequired' | 'drivers.phoneInvalid'>
>;

/**
 * What is wrong with the driver form before it is sent (core's schema refuses the same): a name, and a
 * Qatari mobile number in any form people type it (+974, spaces, Arabic-Indic digits).
 */
export function driverFormErrors(values: DriverFormValues): DriverFormErrors {
  const errors: DriverFormErrors = {};
  if (values.name.trim() === '') errors.name = 'drivers.nameRequired';
  if (driverPhone(values.phone) === null) errors.phone = 'drivers.phoneInvalid';
  return errors;
}
