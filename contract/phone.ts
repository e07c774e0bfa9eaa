/**
 * A Pakistani mobile number in any common spelling (0300 1234567, 0300-1234567, +92 300 1234567,
 * 923001234567, 0092…) as +923001234567; null when it is not one.
 */
export function normalizePakistaniMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  const match = /^(?:\+92|0092|92|0)(3\d{9})$/.exec(compact);
  return match ? `+92${match[1]}` : null;
}

/** What both halves say about a number they cannot read. */
export const PHONE_MESSAGE = "Enter a Pakistani mobile number such as 0300 1234567";

/** A stored number (+923001234567) as Pakistanis write it: 0300 1234567; anything else as it is. */
export function localMobile(phone: string): string {
  const match = /^\+92(3\d{2})(\d{7})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]}` : phone;
}
