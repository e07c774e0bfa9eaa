import { IDEMPOTENCY_KEY_HEADER, type OrderJson, type PlacedOrderJson, type PlaceOrderBody } from "../../../contract/orders";
import { backendJson } from "./client.server";

/** `POST /orders/create`: the cart becomes an order; the same key twice places it once. */
export function placeOrder(token: string, order: PlaceOrderBody, idempotencyKey: string): Promise<PlacedOrderJson> {
  return backendJson<PlacedOrderJson>("/orders/create", {
    method: "POST",
    token,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
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
