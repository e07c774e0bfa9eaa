import { OrderTotals } from "~/components/order-totals";
import type { orderView } from "~/lib/orders/order-view";

type OrderView = ReturnType<typeof orderView>;

/** An order's lines and totals, as the shopper's and the operator's order pages show them. */
export function OrderItems({ items, totals }: Pick<OrderView, "items" | "totals">) {
  return (
    <section aria-labelledby="items-heading" className="card">
      <h2 id="items-heading" className="text-lg font-semibold">
        Items
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-muted">No items</p>
      ) : (
        <ul role="list" className="mt-4 divide-y divide-line">
          {items.map((item) => (
            <li key={item.key} className="flex justify-between gap-4 py-3">
              <div>
                <p className="font-medium">{item.name}</p>
                <p className="text-sm text-muted">
                  {item.quantity} × {item.unitPrice}
                  {item.size ? ` · Size: ${item.size}` : ""}
                </p>
              </div>
              <p className="font-medium whitespace-nowrap">{item.lineTotal}</p>
            </li>
          ))}
        </ul>
      )}
      <OrderTotals amounts={totals} className="mt-4 space-y-2 border-t border-line pt-4 text-sm" />
    </section>
  );
}
