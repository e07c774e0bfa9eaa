import type { CartTotals } from "~/lib/cart/cart";
import { orderItemsLabels } from "~/lib/orders/order-labels";
import { formatCharge, formatRupees } from "../../contract/money";

type Amounts = { subtotal: string; shipping: string | null; tax: string; total: string };

type TotalsLabels = Pick<typeof orderItemsLabels, "subtotal" | "shipping" | "tax" | "total">;

/** Subtotal, shipping, tax and the total below a rule: the cart's, checkout's and an order's summary (`labels` in the page's language). */
export function OrderTotals({
  amounts,
  className,
  labels = orderItemsLabels,
}: {
  amounts: Amounts;
  className: string;
  labels?: TotalsLabels;
}) {
  return (
    <dl className={className}>
      <div className="flex justify-between">
        <dt>{labels.subtotal}</dt>
        <dd>
          <bdi>{amounts.subtotal}</bdi>
        </dd>
      </div>
      {amounts.shipping === null ? null : (
        <div className="flex justify-between">
          <dt>{labels.shipping}</dt>
          <dd>
            <bdi>{amounts.shipping}</bdi>
          </dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt>{labels.tax}</dt>
        <dd>
          <bdi>{amounts.tax}</bdi>
        </dd>
      </div>
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt>{labels.total}</dt>
        <dd>
          <bdi>{amounts.total}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/** A cart's totals as the cart and checkout print them: the fixed charges as "RS0.00". */
export function cartAmounts(totals: CartTotals): Amounts {
  return {
    subtotal: formatRupees(totals.subtotal),
    shipping: totals.shipping === null ? null : formatCharge(totals.shipping),
    tax: formatCharge(totals.tax),
    total: formatRupees(totals.total),
  };
}
