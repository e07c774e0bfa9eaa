import type { OrderJson } from "../../../contract/orders";
import { formatRupees } from "../../../contract/money";
import { localMobile } from "../../../contract/phone";
import { addressLines } from "../account/addresses";
import { orderItemName, orderLineKey } from "./orders";

const money = (amount: number | undefined) => formatRupees(amount ?? 0, { paisa: true });

/**
 * What an order's pages (its detail and its confirmation) show of it: lines, totals, the delivery
 * address as lines and its city, and who it is for. Orders placed before the name and phone were
 * kept have null for both.
 */
export function orderView(order: OrderJson) {
  const address = order.shippingAddress && typeof order.shippingAddress === "object" ? order.shippingAddress : null;
  return {
    items: order.items.map((item, index) => ({
      key: orderLineKey(item, index),
      name: orderItemName(item),
      size: item.size?.trim() || null,
      quantity: item.quantity,
      unitPrice: money(item.price),
      lineTotal: money((item.price ?? 0) * item.quantity),
    })),
    address: address
      ? addressLines({
          street: address.street ?? "",
          city: address.city ?? "",
          state: address.state ?? "",
          postalCode: address.postalCode ?? "",
          country: address.country ?? "",
        })
      : null,
    city: address?.city ?? "",
    // As Pakistanis write it (0300 1234567), not as the backend keeps it.
    customer: { name: order.customerName ?? null, phone: order.customerPhone ? localMobile(order.customerPhone) : null },
    totals: {
      subtotal: money(order.subtotal ?? order.totalAmount),
      shipping: money(order.shippingFee),
      tax: money(order.tax),
      total: money(order.totalAmount),
    },
  };
}
