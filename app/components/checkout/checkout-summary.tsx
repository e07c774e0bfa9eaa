import { Link } from "@remix-run/react";
import type { CartTotals, DeliveryQuote } from "~/lib/cart/cart";
import { DeliveryNote } from "~/components/delivery-note";
import type { CartLineView } from "~/lib/cart/cart-view";
import { useRupees } from "~/lib/i18n/use-rupees";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { cartAmounts, OrderTotals } from "~/components/order-totals";

export type SummaryLine = Pick<CartLineView, "id" | "name" | "quantity" | "size" | "price" | "image" | "lineTotal">;

/** The order summary card: each line, then the same totals the cart shows, the fee to the chosen address's city. */
export function CheckoutSummary({ lines, totals, delivery }: { lines: SummaryLine[]; totals: CartTotals; delivery: DeliveryQuote }) {
  const t = useStrings("checkout");
  const cart = useStrings("cart");
  const rupees = useRupees();
  return (
    <section aria-labelledby="order-summary-heading" className="card lg:sticky lg:top-(--site-header-clearance)">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="order-summary-heading" className="text-lg font-semibold">
          {cart.orderSummary}
        </h2>
        <Link to="/cart" className="text-sm font-medium text-brand-700 underline">
          {t.editCart}
        </Link>
      </div>
      <ul role="list" aria-label={t.itemsInOrder} className="mt-4 divide-y divide-line">
        {lines.map((line) => (
          <li key={line.id} className="flex items-start gap-3 py-3">
            {line.image ? (
              <img
                src={line.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="h-14 w-14 flex-none rounded-md border border-line object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <p lang="en" dir="ltr" className="text-start font-medium">
                {line.name}
              </p>
              <p className="text-sm text-muted">
                {fill(t.quantity, { count: line.quantity })}
                {line.size ? ` · ${fill(t.size, { size: line.size })}` : ""}
              </p>
            </div>
            <p className="font-medium whitespace-nowrap">
              <bdi>{rupees(line.lineTotal)}</bdi>
            </p>
          </li>
        ))}
      </ul>
      <OrderTotals amounts={cartAmounts(totals)} labels={cart} className="mt-4 space-y-2 border-t border-line pt-4 text-sm" />
      <DeliveryNote totals={totals} delivery={delivery} />
    </section>
  );
}
