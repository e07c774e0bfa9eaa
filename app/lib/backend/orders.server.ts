import { IDEMPOTENCY_KEY_HEADER, type OrderJson, type PlacedOrderJson, type PlaceOrderBody } from "../../../contract/orders";
import type { ReturnRequestBody, ShopperCancelBody } from "../../../contract/order-lifecycle/bodies";
import type { OrderChangeBody } from "../../../contract/order-lifecycle/changes";
import { backendJson } from "./client.server";

/** `POST /orders/create`: the cart becomes an order; the same key twice places it once. */
export function placeOrder(
  token: string,
  order: PlaceOrderBody,
  idempotencyKey: string,
  siteHeaders: Record<string, string> = {},
): Promise<PlacedOrderJson> {
  return backendJson<PlacedOrderJson>("/orders/create", {
    method: "POST",
    token,
    // The site's signed origin: the order message's link points to it when the backend has no SITE_URL.
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...siteHeaders },
    body: order,
  });
}

/** `GET /orders/history`: the shopper's orders, newest first. */
export function fetchOrderHistory(token: string): Promise<OrderJson[]> {
  return backendJson<OrderJson[]>("/orders/history", { token });
}

/** `GET /orders/{orderId}` by order number or id: throws BackendError 404 for someone else's. */
export function fetchOrder(token: string, orderId: string): Promise<OrderJson> {
  return backendJson<OrderJson>(`/orders/${encodeURIComponent(orderId)}`, { token });
}

/** `POST /orders/{orderId}/cancel`: the shopper cancels their own order (within 2 hours, before it ships). */
export function cancelOwnOrder(token: string, orderId: string, body: ShopperCancelBody): Promise<OrderJson> {
  return backendJson<OrderJson>(`/orders/${encodeURIComponent(orderId)}/cancel`, { method: "POST", token, body });
}

/** `POST /orders/{orderId}/return-request`: the shopper asks for a return (within 7 days of delivery). */
export function requestReturn(token: string, orderId: string, body: ReturnRequestBody): Promise<OrderJson> {
  return backendJson<OrderJson>(`/orders/${encodeURIComponent(orderId)}/return-request`, { method: "POST", token, body });
}

/** `POST /orders/{orderId}/change/preview`: the order as the change would leave it (new lines and totals); nothing is saved. */
export function previewOrderChange(token: string, orderId: string, body: OrderChangeBody): Promise<OrderJson> {
  return backendJson<OrderJson>(`/orders/${encodeURIComponent(orderId)}/change/preview`, { method: "POST", token, body });
}

/** `POST /orders/{orderId}/change`: the shopper's change, within 2 hours and before the order is confirmed. */
export function changeOwnOrder(token: string, orderId: string, body: OrderChangeBody): Promise<OrderJson> {
  return backendJson<OrderJson>(`/orders/${encodeURIComponent(orderId)}/change`, { method: "POST", token, body });
}
