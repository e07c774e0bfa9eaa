const rupees = new Intl.NumberFormat("en-PK", { maximumFractionDigits: 0 });
const rupeesWithPaisa = new Intl.NumberFormat("en-PK", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one money formatter of the store: "Rs 12,500", or "Rs 12,500.00" with paisa. */
export function formatRupees(amount: number, options: { paisa?: boolean } = {}): string {
  const formatter = options.paisa ? rupeesWithPaisa : rupees;
  const sign = amount < 0 ? "-" : "";
  return `${sign}Rs ${formatter.format(Math.abs(amount))}`;
}

/** The order summaries print fixed charges (shipping, tax) as "RS0.00". */
export function formatCharge(amount: number): string {
  return `RS${rupeesWithPaisa.format(amount)}`;
}

/** Money is kept as whole paisa (1/100 rupee) so sums pick up no floating-point dust; the API speaks rupees. */
export function paisaToRupees(paisa: number): number {
  return paisa / 100;
}

export function rupeesToPaisa(rupees: number): number {
  return Math.round(rupees * 100);
}
