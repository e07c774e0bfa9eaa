/**
 * A payment method's name as shoppers read it: 'Cash on Delivery' for `cod`, any other name
 * split at its capital letters ("JazzCash" → "Jazz Cash", "CreditCard" → "Credit Card").
 */
export function paymentMethodLabel(method: string | null | undefined): string {
  const name = (method ?? "").trim();
  if (name.toLowerCase() === "cod") return "Cash on Delivery";
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
}
