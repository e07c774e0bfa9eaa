/**
 * The access-control matrix: with two signed-in shoppers, B can neither read nor change A's cart,
 * addresses, profile or orders through any user-scoped call (A's ids answer 404, A's data stays
 * exactly as it was), and every user-scoped call without a valid token answers 401. Every operator
 * call (/admin/*, the catalogue's /admin/products… included) answers 401 without a token and 403 to
 * a shopper, and changes nothing.
 */
import { beforeAll, expect, it } from "vitest";
import { createProduct, setVariant } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";
import { productFlagActions } from "../../contract/catalogue-admin";
import { OPERATORS_ONLY } from "../../contract/order-lifecycle/messages";
import { type OperatorStep, operatorSteps } from "../../contract/order-lifecycle/stages";

const A = tokenFor("alice");
const B = tokenFor("bob");

/** Every user-scoped call of the backend, with a body that would be valid for its owner. */
function userScopedCalls(ids: { productId: string; addressId: string; orderId: string; orderInternalId: string }) {
  return [
    ["GET", "/cart", undefined],
    ["POST", "/cart/items", { productId: ids.productId, quantity: 1, size: "No. 2" }],
    ["PUT", "/cart/items", { reqCart: { items: [{ product: ids.productId, quantity: 2, size: "No. 2" }] } }],
    ["DELETE", "/cart", undefined],
    ["GET", "/users/address", undefined],
    ["POST", "/users/address", { street: "1 Canal Bank", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" }],
    ["PUT", `/users/address/${ids.addressId}/default`, undefined],
    ["GET", "/users/profile", undefined],
    ["PUT", "/users/profile", { name: "Someone Else", phone: "0300 1234567" }],
    ["GET", "/orders/history", undefined],
    ["GET", `/orders/${ids.orderId}`, undefined],
    ["GET", `/orders/${ids.orderInternalId}`, undefined],
    ["POST", "/orders/create", { shippingAddress: ids.addressId, paymentMethod: "cod" }],
    ["POST", `/orders/${ids.orderId}/cancel`, {}],
    ["POST", `/orders/${ids.orderInternalId}/return-request`, { reason: "changed-mind" }],
  ] as const;
}

/** Every operator catalogue call (/admin/products…), with a body an operator could send. */
function catalogueCalls(productId: string) {
  const product = {
    name: "Access Handi",
    slug: "access-handi",
    description: "A handi.",
    price: 5_000,
    filterKeys: ["handi"],
    sizes: "No. 2",
    status: "active",
  };
  return [
    ["GET", "/admin/products?q=handi&status=active&lowStock=1&page=1", undefined],
    ["POST", "/admin/products", { ...product, stock: 5 }],
    ["GET", `/admin/products/${productId}`, undefined],
    ["POST", `/admin/products/${productId}`, { ...product, slug: productId, version: 1 }],
    ["POST", `/admin/products/${productId}/stock`, { change: 5, reason: "received" }],
    ...productFlagActions.map((action) => ["POST", `/admin/products/${productId}/${action}`, { version: 1 }] as const),
    // Photos: the upload is multipart (a JSON body is refused only after the role is checked).
    ["POST", `/admin/products/${productId}/photos`, { alt: "A handi" }],
    ["POST", `/admin/products/${productId}/photos/some-photo`, { alt: "A handi" }],
    ["POST", `/admin/products/${productId}/photos/some-photo/move`, { direction: "earlier" }],
    ["POST", `/admin/products/${productId}/photos/some-photo/remove`, {}],
  ] as const;
}

/** Every operator call (contract/order-lifecycle.ts's list), with a body an operator could send. */
function operatorCalls(orderId: string, productId: string) {
  return [
    ["GET", "/admin/me", undefined],
    ["GET", "/admin/dashboard", undefined],
    ["GET", "/admin/orders?tab=to-confirm&q=&page=1", undefined],
    ["GET", "/admin/orders/booking-file?courier=TCS&format=xlsx", undefined],
    ["POST", "/admin/orders/import?courier=TCS", `Order ID,Tracking ID\n${orderId},TCS123`],
    ["POST", "/admin/remittances/import", `Tracking ID,Amount,Charges,Date\n${orderId},100,0,2026-11-27`],
    ["GET", "/admin/settings/booking-presets", undefined],
    [
      "PUT",
      "/admin/settings/booking-presets",
      { courier: "TCS", version: 0, weightUnit: "kg", columns: [{ field: "reference", header: "Ref" }] },
    ],
    ["POST", "/admin/settings/booking-presets/reset", { courier: "TCS", version: 0 }],
    ["GET", `/admin/orders/${orderId}`, undefined],
    ...operatorSteps.map((step) => ["POST", `/admin/orders/${orderId}/${step}`, operatorStepExample(step)] as const),
    ...catalogueCalls(productId),
    ["GET", "/admin/no-such-page", undefined],
  ] as const;
}

function operatorStepExample(step: OperatorStep) {
  if (step === "ship") return { version: 1, courier: "TCS", trackingId: "TCS123" };
  if (step === "cancel") return { version: 1, reason: "fake-order" };
  return { version: 1 };
}

describeOnEachDatabase("access control", (backend: TestBackend) => {
  let ids: { productId: string; addressId: string; otherAddressId: string; orderId: string; orderInternalId: string };

  async function snapshotOf(token: string) {
    const read = async (path: string) => {
      const answer = await backend.call("GET", path, { token });
      expect(answer.status, path).toBe(200);
      return answer.body;
    };
    return {
      cart: await read("/cart"),
      addresses: await read("/users/address"),
      profile: await read("/users/profile"),
      history: await read("/orders/history"),
      order: await read(`/orders/${ids.orderId}`),
    };
  }

  beforeAll(async () => {
    await backend.reset();
    const product = await createProduct(backend.db, { stock: 50 });
    // A new product's stock is on its first size: give the second its own shelf too.
    await setVariant(backend.db, product.id, { stock: 50 }, "no-3");
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await backend.call(method, path, { token: A, body });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    };
    await call("PUT", "/users/profile", { name: "Alice Khan", phone: "0321 7654321" });
    const home = await call("POST", "/users/address", {
      street: "12 Mall Road",
      city: "Lahore",
      state: "Punjab",
      country: "Pakistan",
      postalCode: "54000",
      isDefault: true,
    });
    const office = await call("POST", "/users/address", {
      street: "3 Clifton Block 5",
      city: "Karachi",
      state: "Sindh",
      country: "Pakistan",
      postalCode: "75600",
    });
    await call("POST", "/cart/items", { productId: product.id, quantity: 2, size: "No. 2" });
    const placed = await backend.call("POST", "/orders/create", {
      token: A,
      body: { shippingAddress: home._id },
      headers: { "Idempotency-Key": "alice-1" },
    });
    expect(placed.status).toBe(201);
    await call("POST", "/cart/items", { productId: product.id, quantity: 3, size: "No. 3" });
    ids = {
      productId: product.id,
      addressId: office._id,
      otherAddressId: home._id,
      orderId: placed.body.orderId,
      orderInternalId: placed.body.order._id,
    };
    expect(ids.orderInternalId).toBeTruthy();
  });

  it("B cannot read or change any of A's data through any user-scoped call", async () => {
    const before = await snapshotOf(A);
    expect(before.cart.items).toHaveLength(1);
    expect(before.addresses).toHaveLength(2);

    const answers: Record<string, { status: number; body: any }> = {};
    for (const [method, path, body] of userScopedCalls(ids)) {
      answers[`${method} ${path}`] = await backend.call(method, path, { token: B, body, headers: { "Idempotency-Key": `bob-${path}` } });
    }

    // A's ids are unknown to B: the same 404 as an id that never existed.
    expect(answers[`GET /orders/${ids.orderId}`].status).toBe(404);
    expect(answers[`GET /orders/${ids.orderInternalId}`].status).toBe(404);
    expect(answers[`PUT /users/address/${ids.addressId}/default`].status).toBe(404);
    expect(answers[`POST /orders/${ids.orderId}/cancel`].status).toBe(404);
    expect(answers[`POST /orders/${ids.orderInternalId}/return-request`].status).toBe(404);
    // Ordering to A's address is refused as "no such address of yours".
    expect(answers["POST /orders/create"].status).toBe(422);
    // B's reads show B's own (empty or new) data, never A's.
    const bText = JSON.stringify(Object.values(answers).map((answer) => answer.body));
    // A's phone by its ten digits (+923217654321 or 0321 7654321): four digits alone turned up inside B's random ids.
    for (const secret of [
      "Alice Khan",
      "12 Mall Road",
      "Clifton",
      "3217654321",
      "7654321",
      ids.orderId,
      ids.addressId,
      ids.otherAddressId,
    ]) {
      expect(bText, `B saw ${secret}`).not.toContain(secret);
    }
    expect((await backend.call("GET", "/orders/history", { token: B })).body).toEqual([]);

    expect(await snapshotOf(A)).toEqual(before);
  });

  it("answers 401 to every user-scoped call without a token or with a forged one, and changes nothing", async () => {
    const before = await snapshotOf(A);
    for (const token of [undefined, "forged-token", "test-", `${A}!`]) {
      for (const [method, path, body] of userScopedCalls(ids)) {
        const answer = await backend.call(method, path, { token, body });
        expect(answer.status, `${method} ${path} with ${token}`).toBe(401);
        expect(answer.body.error).toBe("Sign in required");
      }
    }
    // A malformed Authorization header is no token either.
    for (const header of ["Basic YWxpY2U6cHc=", `Bearer`, `bearer  ${A} extra`, A]) {
      expect((await backend.call("GET", "/cart", { headers: { Authorization: header } })).status).toBe(401);
    }
    expect(await snapshotOf(A)).toEqual(before);
  });

  it("answers 401 without a token and 403 to a shopper on every operator call, and changes nothing", async () => {
    const before = await snapshotOf(A);
    const adminView = await backend.call("GET", `/admin/orders/${ids.orderId}`, { token: tokenFor("operator-audit") });
    expect(adminView.status).toBe(200);
    const catalogueView = await backend.call("GET", `/admin/products/${ids.productId}`, { token: tokenFor("operator-audit") });
    expect(catalogueView.status).toBe(200);
    for (const [method, path, body] of operatorCalls(ids.orderId, ids.productId)) {
      const send = (token?: string) =>
        backend.call(
          method,
          path,
          typeof body === "string" ? { token, rawBody: body, headers: { "Content-Type": "text/csv" } } : { token, body },
        );
      for (const token of [undefined, "forged-token"]) {
        const answer = await send(token);
        expect(answer.status, `${method} ${path} with ${token}`).toBe(401);
      }
      for (const token of [A, B]) {
        const answer = await send(token);
        expect(answer.status, `${method} ${path} as a shopper`).toBe(403);
        expect(answer.body.error).toBe(OPERATORS_ONLY);
      }
    }
    expect(await snapshotOf(A)).toEqual(before);
    expect((await backend.call("GET", `/admin/orders/${ids.orderId}`, { token: tokenFor("operator-audit") })).body).toEqual(adminView.body);
    const catalogueAfter = await backend.call("GET", `/admin/products/${ids.productId}`, { token: tokenFor("operator-audit") });
    expect(catalogueAfter.body).toEqual(catalogueView.body);
    expect((await backend.call("GET", "/admin/products/access-handi", { token: tokenFor("operator-audit") })).status).toBe(404);
  });
});
