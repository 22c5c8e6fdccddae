/** The check digit of a RID. */

/** Luhn check over the digits as given (SIREN-style). Every real RID collected passes it. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Luhn over the 7 digits of a RID, as for French SIREN numbers. */
export function luhnValidRid(rid7: string): boolean {
  return /^\d{7}$/.test(rid7) && luhnValid(rid7);
}
