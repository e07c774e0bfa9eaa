import { OrderTotals } from "~/components/order-totals";
import type { orderView } from "~/lib/orders/order-view";
import { orderItemsLabels, type OrderItemsLabels } from "~/lib/orders/order-labels";
import { fill } from "~/lib/i18n/use-strings";
import { English } from "~/components/ui/english";

type OrderView = ReturnType<typeof orderView>;

/** An order's lines and totals, as the shopper's and the operator's order pages show them (`labels` in the page's language). */
export function OrderItems({
  items,
  totals,
  labels = orderItemsLabels,
}: Pick<OrderView, "items" | "totals"> & { labels?: OrderItemsLabels }) {
  return (
    <section aria-labelledby="items-heading" className="card">
      <h2 id="items-heading" className="text-lg font-semibold">
        {labels.items}
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-muted">{labels.noItems}</p>
      ) : (
        <ul role="list" className="mt-4 divide-y divide-line">
          {items.map((item) => (
            <li key={item.key} className="flex justify-between gap-4 py-3">
              <div>
                <p className="font-medium">
                  <English>{item.name}</English>
                </p>
                <p className="text-sm text-muted">
                  <bdi>
                    {item.quantity} × {item.unitPrice}
                  </bdi>
                  {item.size ? ` · ${fill(labels.size, { size: item.size })}` : ""}
                </p>
              </div>
              <p className="font-medium whitespace-nowrap">
                <bdi>{item.lineTotal}</bdi>
              </p>
            </li>
          ))}
        </ul>
      )}
      <OrderTotals amounts={totals} labels={labels} className="mt-4 space-y-2 border-t border-line pt-4 text-sm" />
    </section>
  );
}
