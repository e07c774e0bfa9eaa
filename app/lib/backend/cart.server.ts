import type { AddCartItemBody, CartCountJson, CartJson, ReplaceCartBody } from "../../../contract/cart";
import { backendFetch, backendJson } from "./client.server";

/** `GET /cart`: lines with the backend's prices and stock. */
export function fetchCart(token: string): Promise<CartJson> {
  return backendJson<CartJson>("/cart", { token });
}

/** `POST /cart/items`: refused (409) beyond the stock or the line limit, 400 for a size it does not come in. */
export function addCartItem(token: string, item: AddCartItemBody): Promise<CartJson> {
  return backendJson<CartJson>("/cart/items", { method: "POST", token, body: item });
}

/** `PUT /cart/items`: replaces the whole cart; a quantity of 0 drops the line. */
export function replaceCart(token: string, cart: ReplaceCartBody): Promise<CartJson> {
  return backendJson<CartJson>("/cart/items", { method: "PUT", token, body: cart });
}

/** `DELETE /cart`. */
export function clearCart(token: string): Promise<CartJson> {
  return backendJson<CartJson>("/cart", { method: "DELETE", token });
}

/**
 * Items in the viewer's cart for the header badge, or "signed-out" when the backend refuses the
 * token (a revoked session). A failure shows no badge rather than no page.
 */
export async function cartItemCount(token: string): Promise<number | "signed-out"> {
  try {
    const response = await backendFetch("/cart/count", { token });
    if (response.status === 401) return "signed-out";
    if (!response.ok) return 0;
    return ((await response.json()) as CartCountJson).count;
  } catch {
    return 0;
  }
}
