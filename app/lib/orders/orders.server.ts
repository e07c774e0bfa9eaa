import { data } from "@remix-run/node";
import { BackendError, backendJson } from "../backend/client.server";
import type { Order } from "./orders";

/** One of the shopper's orders; a 404 page for an unknown number or someone else's order. */
export async function loadOwnOrder(token: string, orderId: string): Promise<Order> {
  try {
    return await backendJson<Order>(`/orders/${encodeURIComponent(orderId)}`, { token });
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 400)) {
      throw data({ message: "Order not found" }, { status: 404 });
    }
    throw error;
  }
}

/** The shopper's whole order history (the backend keeps it per user and small). */
export function loadOrderHistory(token: string): Promise<Order[]> {
  return backendJson<Order[]>("/orders/history", { token });
}
