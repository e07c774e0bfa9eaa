/** Every backend call the fuzz test sends malformed requests to, each with a valid body to mutate. */
import { productFlagActions } from "../../contract/catalogue-admin";
import { operatorSteps } from "../../contract/order-lifecycle/stages";
import { type FuzzIds, OPERATOR_TOKEN } from "./fuzz-backend";
import { hostileId, hostileValue, type Random } from "./fuzz";

export type Call = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path of the n-th request (ids may be fuzzed). */
  path: (random: Random) => string;
  /** A valid body to mutate; absent for calls that take none (they still get junk bodies). */
  valid?: () => Record<string, unknown>;
  /** Extra headers the call reads. */
  headers?: (random: Random) => Record<string, string>;
  /** Whose token the request carries; the fuzzing shopper's when not given. */
  token?: string;
};

const junkQuery = (
  random: Random,
  names = ["q", "category", "minPrice", "maxPrice", "sort", "collection", "page", "pageSize", "page", "unknown"],
) => {
  const params = new URLSearchParams();
  for (let index = random.int(5); index >= 0; index -= 1) {
    const value = hostileValue(random);
    params.append(random.pick(names), typeof value === "string" ? value.slice(0, 3_000) : (JSON.stringify(value) ?? ""));
  }
  return params.toString();
};

const visibleAscii = ["", "a", "x".repeat(201), "key with spaces", "cl\u00e9", "k\u0007", "valid-key-1"];

/** The calls by name; paths and bodies read `ids` when called, after the backend is set up. */
export function fuzzCalls(ids: FuzzIds): Record<string, Call> {
  const fixed = (path: string) => () => path;
  const fuzzProduct = {
    name: "Fuzz Handi",
    description: "**Fuzz.**",
    price: 4_000,
    filterKeys: ["handi", "small"],
    sizes: ["No. 2", "No. 3"],
    status: "active",
  };
  return {
    "POST /auth/sign-up": {
      method: "POST",
      path: fixed("/auth/sign-up"),
      valid: () => ({ name: "Fuzz", email: "fuzz-new@example.test", password: "long-enough-pw" }),
    },
    "POST /auth/sign-in": {
      method: "POST",
      path: fixed("/auth/sign-in"),
      valid: () => ({ email: "fuzz@example.test", password: "whatever-pw" }),
    },
    "POST /auth/sign-out": { method: "POST", path: fixed("/auth/sign-out") },
    "GET /products": { method: "GET", path: (random) => `/products?${junkQuery(random)}` },
    "GET /products/:id": { method: "GET", path: (random) => `/products/${hostileId(random)}` },
    "GET /products/special/best_seller": { method: "GET", path: (random) => `/products/special/best_seller?${junkQuery(random)}` },
    "GET /cart": { method: "GET", path: (random) => `/cart?${junkQuery(random)}` },
    "POST /cart/items": {
      method: "POST",
      path: fixed("/cart/items"),
      valid: () => ({ productId: ids.productId, quantity: 1, size: "No. 2" }),
    },
    "PUT /cart/items": {
      method: "PUT",
      path: fixed("/cart/items"),
      valid: () => ({ reqCart: { items: [{ product: ids.productId, quantity: 1, size: "No. 2" }], totalPrice: 1 } }),
    },
    "DELETE /cart": { method: "DELETE", path: fixed("/cart") },
    "GET /users/address": { method: "GET", path: fixed("/users/address") },
    "POST /users/address": {
      method: "POST",
      path: fixed("/users/address"),
      valid: () => ({
        street: "1 Canal Bank",
        city: "Lahore",
        state: "Punjab",
        country: "Pakistan",
        postalCode: "54000",
        isDefault: false,
      }),
    },
    "PUT /users/address/:id/default": { method: "PUT", path: (random) => `/users/address/${hostileId(random)}/default` },
    "GET /users/profile": { method: "GET", path: fixed("/users/profile") },
    "PUT /users/profile": { method: "PUT", path: fixed("/users/profile"), valid: () => ({ name: "Fuzz Shopper", phone: "0300 1234567" }) },
    "POST /orders/create": {
      method: "POST",
      path: fixed("/orders/create"),
      valid: () => ({ shippingAddress: ids.addressId, paymentMethod: "cod" }),
      headers: (random): Record<string, string> => (random.next() < 0.5 ? { "Idempotency-Key": random.pick(visibleAscii) } : {}),
    },
    "GET /orders/history": { method: "GET", path: (random) => `/orders/history?${junkQuery(random)}` },
    "GET /orders/:id": { method: "GET", path: (random) => `/orders/${hostileId(random)}` },
    "POST /orders/:id/cancel": {
      method: "POST",
      path: (random) => `/orders/${random.next() < 0.5 ? ids.orderId : hostileId(random)}/cancel`,
      valid: () => ({ version: 1 }),
    },
    "POST /orders/:id/return-request": {
      method: "POST",
      path: (random) => `/orders/${random.next() < 0.5 ? ids.orderId : hostileId(random)}/return-request`,
      valid: () => ({ version: 1, reason: "other", note: "Too small" }),
    },
    "GET /admin/dashboard": { method: "GET", path: (random) => `/admin/dashboard?${junkQuery(random)}`, token: OPERATOR_TOKEN },
    "GET /admin/orders": {
      method: "GET",
      path: (random) => `/admin/orders?${junkQuery(random, ["tab", "q", "page", "unknown"])}`,
      token: OPERATOR_TOKEN,
    },
    "GET /admin/orders/:id": { method: "GET", path: (random) => `/admin/orders/${hostileId(random)}`, token: OPERATOR_TOKEN },
    "POST /admin/orders/import": {
      method: "POST",
      path: (random) => `/admin/orders/import?${junkQuery(random, ["courier", "unknown"])}`,
      valid: () => ({ "Order ID": ids.orderId, "Tracking ID": "TCS123" }),
      token: OPERATOR_TOKEN,
    },
    "POST /admin/remittances/import": {
      method: "POST",
      path: (random) => `/admin/remittances/import?${junkQuery(random, ["unknown"])}`,
      valid: () => ({ "Tracking ID": ids.orderId, Amount: "100", Charges: "0", Date: "2026-11-27" }),
      token: OPERATOR_TOKEN,
    },
    "GET /admin/settings/booking-presets": { method: "GET", path: fixed("/admin/settings/booking-presets"), token: OPERATOR_TOKEN },
    // A version no preset has: a whole body is refused as stale, so only a refusal reaches the database.
    "PUT /admin/settings/booking-presets": {
      method: "PUT",
      path: fixed("/admin/settings/booking-presets"),
      valid: () => ({
        courier: "TCS",
        version: 999,
        weightUnit: "kg",
        columns: [
          { field: "reference", header: "Order ID" },
          { field: "phone", header: "Phone" },
        ],
      }),
      token: OPERATOR_TOKEN,
    },
    "POST /admin/settings/booking-presets/reset": {
      method: "POST",
      path: fixed("/admin/settings/booking-presets/reset"),
      valid: () => ({ courier: "TCS", version: 999 }),
      token: OPERATOR_TOKEN,
    },
    ...Object.fromEntries(
      operatorSteps.map((step) => [
        `POST /admin/orders/:id/${step}`,
        {
          method: "POST",
          path: (random: Random) => `/admin/orders/${random.next() < 0.5 ? ids.orderId : hostileId(random)}/${step}`,
          valid: () => ({ version: 1, courier: "TCS", trackingId: "TCS-1", reason: "other", note: "fuzz" }),
          token: OPERATOR_TOKEN,
        } satisfies Call,
      ]),
    ),
    "GET /admin/products": {
      method: "GET",
      path: (random) => `/admin/products?${junkQuery(random, ["q", "category", "status", "lowStock", "page", "unknown"])}`,
      token: OPERATOR_TOKEN,
    },
    "GET /admin/products/:id": { method: "GET", path: (random) => `/admin/products/${hostileId(random)}`, token: OPERATOR_TOKEN },
    "POST /admin/products": {
      method: "POST",
      path: fixed("/admin/products"),
      valid: () => ({ ...fuzzProduct, slug: "fuzz-product", stock: 3 }),
      token: OPERATOR_TOKEN,
    },
    "POST /admin/products/:id": {
      method: "POST",
      path: (random) => `/admin/products/${random.next() < 0.5 ? ids.productId : hostileId(random)}`,
      valid: () => ({ ...fuzzProduct, slug: ids.productId, version: 1 }),
      token: OPERATOR_TOKEN,
    },
    "POST /admin/products/:id/stock": {
      method: "POST",
      path: (random) => `/admin/products/${random.next() < 0.5 ? ids.productId : hostileId(random)}/stock`,
      valid: () => ({ change: -1, reason: "damaged", note: "fuzz" }),
      token: OPERATOR_TOKEN,
    },
    ...Object.fromEntries(
      productFlagActions.map((action) => [
        `POST /admin/products/:id/${action}`,
        {
          method: "POST",
          path: (random: Random) => `/admin/products/${random.next() < 0.5 ? ids.productId : hostileId(random)}/${action}`,
          valid: () => ({ version: 1 }),
          token: OPERATOR_TOKEN,
        } satisfies Call,
      ]),
    ),
    "POST /admin/products/:id/photos/:photoId": {
      method: "POST",
      path: (random) => `/admin/products/${ids.productId}/photos/${random.next() < 0.5 ? ids.photoId : hostileId(random)}`,
      valid: () => ({ alt: "A handi from above" }),
      token: OPERATOR_TOKEN,
    },
    "POST /admin/products/:id/photos/:photoId/move": {
      method: "POST",
      path: (random) => `/admin/products/${random.next() < 0.5 ? ids.productId : hostileId(random)}/photos/${ids.photoId}/move`,
      valid: () => ({ direction: "later" }),
      token: OPERATOR_TOKEN,
    },
    "POST /admin/products/:id/photos/:photoId/remove": {
      method: "POST",
      path: (random) => `/admin/products/${ids.productId}/photos/${hostileId(random)}/remove`,
      token: OPERATOR_TOKEN,
    },
    "GET /media/:file": { method: "GET", path: (random) => `/media/${hostileId(random)}` },
    "POST /email/contact": {
      method: "POST",
      path: fixed("/email/contact"),
      valid: () => ({ name: "Fuzz", email: "fuzz-contact@example.test", message: "Hello", phone: "0300 1234567", subject: "general" }),
    },
    "POST /newsletter": { method: "POST", path: fixed("/newsletter"), valid: () => ({ email: "fuzz-news@example.test" }) },
  };
}
