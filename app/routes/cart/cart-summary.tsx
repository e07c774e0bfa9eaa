import { Form } from "@remix-run/react";
import { cartAmounts, OrderTotals } from "~/components/order-totals";
import { DeliveryNote } from "~/components/delivery-note";
import type { CartTotals, DeliveryQuote } from "~/lib/cart/cart";
import { useStrings } from "~/lib/i18n/use-strings";

/** The Order Summary beside the lines; Save Changes and Checkout submit the lines' form (`cart-form`), so Checkout saves edits first. */
export function CartSummary({
  totals,
  delivery,
  hydrated,
  dirty,
  busy,
  needsAttention,
}: {
  totals: CartTotals;
  delivery: DeliveryQuote;
  hydrated: boolean;
  dirty: boolean;
  busy: boolean;
  /** A line the order would refuse (no longer sold, more than is left): the cart says so instead of "up to date". */
  needsAttention: boolean;
}) {
  const t = useStrings("cart");
  const message = useStrings("messages");
  return (
    <aside aria-labelledby="order-summary-heading" className="card h-fit space-y-4">
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        {t.orderSummary}
      </h2>
      <OrderTotals amounts={cartAmounts(totals)} labels={t} className="space-y-2 text-sm" />
      <DeliveryNote totals={totals} delivery={delivery} />
      {hydrated && (dirty || !needsAttention) ? (
        <p role="status" className="text-sm text-muted">
          {dirty ? message["cart.unsaved"] : message["cart.upToDate"]}
        </p>
      ) : null}
      {needsAttention ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900">{message["cart.needsAttention"]}</p>
      ) : null}
      <div className="grid gap-2">
        <button type="submit" form="cart-form" name="intent" value="save" className="btn-secondary" disabled={busy || (hydrated && !dirty)}>
          {t.saveChanges}
        </button>
        {/* Checkout posts the lines too: pending edits are saved on the way, as without JavaScript. */}
        <button type="submit" form="cart-form" name="intent" value="checkout" className="btn-primary py-3" disabled={busy}>
          {t.checkout}
        </button>
      </div>
      <Form method="post" action="/cart" preventScrollReset>
        <button type="submit" name="intent" value="clear" className="btn-ghost w-full text-danger" disabled={busy}>
          {t.clearCart}
        </button>
      </Form>
    </aside>
  );
}
