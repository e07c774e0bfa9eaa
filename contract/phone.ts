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
