import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { BackendError, backendJson, failureMessage } from "../backend/client.server";
import { cartText, type CartTotals, cartTotals } from "./cart";
import { isEnhancedSubmission } from "../forms/progressive";
import { safeRedirect } from "../security/safe-redirect";
import { AddToCartSchema } from "../schemas/add-to-cart";
import { flashHeaders } from "../auth/session.server";

/** The backend's cart (`GET /cart`), spec section 3. */
export type BackendCartLine = {
  _id: string;
  product: { _id: string; name: string; description?: string; images: string[]; price: number; stock: number };
  quantity: number;
  size: string | null;
  price: number;
};
export type BackendCart = { items: BackendCartLine[]; totalPrice: number };

/** A cart line as pages render it: what the shopper sees, nothing more. */
export type CartLineView = {
  id: string;
  productId: string;
  name: string;
  image: string | null;
  price: number;
  quantity: number;
  size: string | null;
  stock: number;
  lineTotal: number;
};
export type CartView = { lines: CartLineView[]; totals: CartTotals };

/** A line to add or save; `price` (rupees), when known, only feeds the total the spec's payload carries. */
export type CartLineInput = { productId: string; quantity: number; size?: string | null; price?: number };

export function fetchCart(token: string): Promise<BackendCart> {
  return backendJson<BackendCart>("/cart", { token });
}

/**
 * The cart for a page: lines with the backend's unit prices, and totals worked out here from
 * those prices (never from a form), with the fixed zero shipping and tax.
 */
export function cartView(cart: BackendCart): CartView {
  const lines = cart.items.map((item) => {
    const price = item.price ?? item.product.price;
    return {
      id: item._id,
      productId: item.product._id,
      name: item.product.name,
      image: item.product.images[0] ?? null,
      price,
      quantity: item.quantity,
      size: item.size || null,
      stock: item.product.stock,
      lineTotal: cartTotals([{ price, quantity: item.quantity }]).subtotal,
    };
  });
  return { lines, totals: cartTotals(lines) };
}

export async function loadCartView(token: string): Promise<CartView> {
  return cartView(await fetchCart(token));
}

/** `POST /cart/items`; the backend refuses more than the stock with a message. */
export function addCartItem(token: string, line: CartLineInput): Promise<unknown> {
  return backendJson("/cart/items", {
    method: "POST",
    token,
    body: { productId: line.productId, quantity: line.quantity, ...(line.size ? { size: line.size } : {}) },
  });
}

/** `PUT /cart/items`: replaces the whole cart; a quantity of 0 drops the line. Answers the new cart. */
export function replaceCart(token: string, lines: readonly CartLineInput[]): Promise<BackendCart> {
  const items = lines.map((line) => ({ product: line.productId, quantity: line.quantity, ...(line.size ? { size: line.size } : {}) }));
  // The spec's payload carries a total; the backend ignores it and recomputes from its own prices.
  const totalPrice = cartTotals(lines.map((line) => ({ price: line.price ?? 0, quantity: line.quantity }))).total;
  return backendJson<BackendCart>("/cart/items", { method: "PUT", token, body: { reqCart: { items, totalPrice } } });
}

/** `DELETE /cart`. */
export function clearCart(token: string): Promise<unknown> {
  return backendJson("/cart", { method: "DELETE", token });
}

export type AddToCartResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string[] | null> };

/**
 * Add to cart from a product card, wherever the card is shown. With JavaScript (a fetcher) it
 * answers the result for the card's message; without, a 303 back to the page the card was on
 * with the message as a flash.
 */
export async function addToCartFromCard(request: Request, formData: FormData, token: string) {
  const enhanced = isEnhancedSubmission(formData);
  const backTo = safeRedirect(formData.get("redirectTo"), "/products");
  const submission = parseWithZod(formData, { schema: AddToCartSchema });

  let result: AddToCartResult;
  let status = 200;
  if (submission.status !== "success") {
    const fieldErrors = submission.reply().error ?? {};
    const firstError = Object.values(fieldErrors).flat().find(Boolean);
    result = { ok: false, message: firstError ?? cartText.addFailed, fieldErrors };
    status = 400;
  } else {
    try {
      await addCartItem(token, submission.value);
      result = { ok: true, message: cartText.added };
    } catch (error) {
      rethrowSignInRequired(error);
      result = { ok: false, message: failureMessage(error, cartText.addFailed) };
      status = failureStatus(error);
    }
  }
  if (enhanced) return data(result, { status });
  return redirect(backTo, {
    status: 303,
    headers: await flashHeaders(request, { kind: result.ok ? "success" : "error", text: result.message }),
  });
}

/** The backend client throws a 401 response when the bearer token is refused (expired, revoked). */
export function isSignInRequired(error: unknown): boolean {
  return typeof error === "object" && error !== null && "init" in error && (error as { init?: ResponseInit }).init?.status === 401;
}

/** A refused bearer token shows the sign-in prompt rather than a failure message. */
export function rethrowSignInRequired(error: unknown): void {
  if (isSignInRequired(error)) throw error;
}

/** The status to answer for a failed backend call: its own 4xx, or 503 when it could not answer. */
export function failureStatus(error: unknown): number {
  return error instanceof BackendError ? error.status : 503;
}
