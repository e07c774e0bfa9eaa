import { type OrderLinkDecision, type OrderLinkJson, orderLinkApiPath } from "../../../contract/order-lifecycle/order-link";
import { backendJson } from "./client.server";

/** `GET /order-links/{token}`: the order behind a message's link, without its address (no sign-in: the token is the key). */
export function fetchOrderLink(token: string): Promise<OrderLinkJson> {
  return backendJson<OrderLinkJson>(orderLinkApiPath(token));
}

/** `POST /order-links/{token}`: the shopper confirms or cancels the order; 409 once it has moved on or the link expired. */
export function decideOrderLink(token: string, decision: OrderLinkDecision): Promise<OrderLinkJson> {
  return backendJson<OrderLinkJson>(orderLinkApiPath(token), { method: "POST", body: { decision } });
}
