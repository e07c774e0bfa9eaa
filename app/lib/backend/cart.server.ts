import type { AddCartItemBody, CartCountJson, CartJson, ReplaceCartBody } from "../../../contract/cart";
import type { Viewer } from "../auth/viewer.server";
import { backendFetch, backendJson } from "./client.server";
import { readJson } from "../../../contract/server/kept-json-text";

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

/** What the header reads on every signed-in page: the cart badge's count, the saved language and whether an operator asks. */
export type HeaderRead = CartCountJson | "signed-out";

// The root's loader and the page's (language detection) ask for the same read: one call per request.
const headerReadOfViewer = new WeakMap<Viewer, Promise<HeaderRead>>();

/**
 * `GET /cart/count`, once per request (keyed on its Viewer, one object per request): items in the
 * viewer's cart for the header badge and their saved language, or "signed-out" when the backend
 * refuses the token (a revoked session). A failure shows no badge rather than no page.
 */
export function headerRead(viewer: Viewer): Promise<HeaderRead> {
  let read = headerReadOfViewer.get(viewer);
  if (!read) {
    read = fetchHeaderRead(viewer.token);
    headerReadOfViewer.set(viewer, read);
  }
  return read;
}

async function fetchHeaderRead(token: string): Promise<HeaderRead> {
  try {
    const response = await backendFetch("/cart/count", { token, readAsJsonOnly: true });
    if (response.status === 401) return "signed-out";
    if (!response.ok) return { count: 0, language: null, operator: false };
    return (await readJson(response)) as CartCountJson;
  } catch {
    return { count: 0, language: null, operator: false };
  }
}
