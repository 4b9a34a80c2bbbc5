let counter = 0;

/** A valid IMEI no other call of this run makes: 14 digits from the clock and a counter, then the Luhn digit. */
export function freshImei(): string {
  counter += 1;
  const body = `35${String(Date.now() % 1e8).padStart(8, '0')}${String(counter % 1e4).padStart(4, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}
