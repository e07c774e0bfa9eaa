import type { CartTotals } from "~/lib/cart/cart";
import { formatCharge, formatRupees } from "../../contract/money";

type Amounts = { subtotal: string; shipping: string; tax: string; total: string };

/** Subtotal, shipping, tax and the total below a rule: the cart's, checkout's and an order's summary. */
export function OrderTotals({ amounts, className }: { amounts: Amounts; className: string }) {
  return (
    <dl className={className}>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{amounts.subtotal}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd>{amounts.shipping}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Tax</dt>
        <dd>{amounts.tax}</dd>
      </div>
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd>{amounts.total}</dd>
      </div>
    </dl>
  );
}

/** A cart's totals as the cart and checkout print them: the fixed charges as "RS0.00". */
export function cartAmounts(totals: CartTotals): Amounts {
  return {
    subtotal: formatRupees(totals.subtotal),
    shipping: formatCharge(totals.shipping),
    tax: formatCharge(totals.tax),
    total: formatRupees(totals.total),
  };
}
