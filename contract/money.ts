const PAISA = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const rupeesWithPaisa = new Intl.NumberFormat("en-PK", PAISA);
// One formatter per locale and precision, made on first use (making one costs more than formatting).
const formatters: Record<string, Intl.NumberFormat> = {};

// Intl formats slowly (a listing's 24 prices were 1 % of its time): each amount is written once a locale.
const formatted = new Map<string, string>();
const MAX_FORMATTED = 10_000;

/**
 * The one money formatter of the store: "Rs 12,500", or "Rs 12,500.00" with paisa. `locale` is the
 * page's Intl locale (Urdu pages pass "ur-PK-u-nu-latn": Western digits, as price tags use).
 */
export function formatRupees(amount: number, options: { paisa?: boolean; locale?: string } = {}): string {
  const locale = options.locale ?? "en-PK";
  const key = `${locale} ${options.paisa === true} ${amount}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const formatter = (formatters[locale + options.paisa] ??= new Intl.NumberFormat(
      locale,
      options.paisa ? PAISA : { maximumFractionDigits: 0 },
    ));
    text = `${amount < 0 ? "-" : ""}Rs ${formatter.format(Math.abs(amount))}`;
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/** An amount of paisa as exactly as it is: "Rs 3,500", or "Rs 10.50" when it has paisa (refunds, their limits). */
export function formatPaisaExactly(paisa: number): string {
  return formatRupees(paisaToRupees(paisa), { paisa: paisa % 100 !== 0 });
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
