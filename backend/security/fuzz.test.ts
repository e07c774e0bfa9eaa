/**
 * Fuzz: every backend call gets at least 200 malformed requests from a seeded generator (wrong
 * types, missing fields, huge values, unicode, negative and fractional quantities, unknown ids,
 * malformed JSON, oversized bodies, duplicated keys). No answer is a 5xx; every 4xx carries a
 * readable `error`; and a request that was refused left the database exactly as it was.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../test/fixtures";
import { hostileId, hostileStrings, hostileValue, mutateBody, seededRandom, type FuzzBody, type Random } from "../test/fuzz";
import { TestBackend, tokenFor } from "../test/harness";
import { productFlagActions } from "../../contract/catalogue-admin";
import { operatorSteps } from "../../contract/order-lifecycle/stages";

const REQUESTS_PER_CALL = 200;
const FUZZER = "fuzzer";
const TOKEN = tokenFor(FUZZER);

// Everything a request could change, except the rate-limit counters (refused sign-ins count on purpose).
const TABLES = [
  "users",
  "local_accounts",
  "auth_sessions",
  "products",
  "cart_items",
  "addresses",
  "orders",
  "order_items",
  "idempotency_keys",
  "contact_messages",
  "newsletter_subscribers",
  "email_outbox",
  "order_events",
  "return_requests",
  "product_slugs",
  "stock_movements",
  "media_files",
];

async function checksum(backend: TestBackend): Promise<string> {
  const parts = TABLES.map((table) => `(select coalesce(md5(string_agg(t::text, ',' order by t::text)), '-') from ${table} t)`);
  const result = await backend.db.execute(sql.raw(`select md5(concat_ws('|', ${parts.join(", ")})) as sum`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { sum: string }[];
  return rows[0].sum;
}

type Call = {
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

const OPERATOR_TOKEN = tokenFor("operator-fuzz");

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

// Validation does not depend on the database, so the fuzz runs once, on the embedded one: 4,000
// requests are enough time spent.
describe("fuzz", () => {
  const backend = new TestBackend("pglite");
  const ids = { productId: "", addressId: "", orderId: "", photoId: "" };
  afterAll(() => backend.stop());

  beforeAll(async () => {
    await backend.start();
    const product = await createProduct(backend.db, { stock: 1_000 });
    ids.productId = product.id;
    const address = await backend.call("POST", "/users/address", {
      token: TOKEN,
      body: { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" },
    });
    ids.addressId = address.body._id;
    await backend.call("PUT", "/users/profile", { token: TOKEN, body: { name: "Fuzz Shopper", phone: "0300 1234567" } });
    await backend.call("POST", "/cart/items", { token: TOKEN, body: { productId: product.id, quantity: 1, size: "No. 2" } });
    const order = await backend.call("POST", "/orders/create", { token: TOKEN, body: { shippingAddress: ids.addressId } });
    ids.orderId = order.body.orderId;
    await backend.call("POST", "/cart/items", { token: TOKEN, body: { productId: product.id, quantity: 2, size: "No. 3" } });
    expect(ids.orderId).toBeTruthy();
    // A token's first call makes its user row: make them now, so no fuzzed request is the first.
    expect((await backend.call("GET", "/admin/me", { token: OPERATOR_TOKEN })).status).toBe(200);
    const photo = await uploadPhoto(
      new Uint8Array(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b45309" } })
          .png()
          .toBuffer(),
      ),
    );
    expect(photo.status).toBe(201);
    ids.photoId = (await photo.json()).photos[0].id;
    expect((await backend.call("GET", "/cart", { token: tokenFor("other") })).status).toBe(200);
    await backend.emailDelivery.idle();
  });

  const fixed = (path: string) => () => path;
  const fuzzProduct = {
    name: "Fuzz Handi",
    description: "**Fuzz.**",
    price: 4_000,
    filterKeys: ["handi", "small"],
    sizes: ["No. 2", "No. 3"],
    status: "active",
  };
  const calls: Record<string, Call> = {
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
      valid: () => ({ version: 1, reason: "Too small" }),
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

  it.each(Object.keys(calls).map((name, index) => [name, index] as const))(
    "%s: 200 malformed requests, no 5xx, readable 4xx, nothing changed by a refused one",
    async (name, index) => {
      const call = calls[name];
      const random = seededRandom(8_000 + index);
      await backend.emailDelivery.idle();
      let baseline = await checksum(backend);
      const statuses: Record<number, number> = {};
      for (let n = 0; n < REQUESTS_PER_CALL; n += 1) {
        const body: FuzzBody =
          call.method === "GET" ? {} : call.valid ? mutateBody(random, call.valid()) : random.next() < 0.5 ? mutateBody(random, {}) : {};
        const headers: Record<string, string> = { ...call.headers?.(random) };
        // One request in ten carries a broken or foreign credential instead of the fuzzer's token.
        const credential =
          random.next() < 0.1
            ? random.pick([
                "Bearer",
                "Bearer ",
                `Bearer ${tokenFor("other")}`,
                "Basic eA==",
                `Bearer ${hostileStrings[6]}`,
                "Bearer \u00e9t\u00e9",
              ])
            : `Bearer ${call.token ?? TOKEN}`;
        headers.Authorization = credential;
        const path = call.path(random);
        const answer = await backend.call(call.method, path, {
          rawBody: body.raw ?? (body.json === undefined ? undefined : JSON.stringify(body.json)),
          headers,
        });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const what = `${call.method} ${path.slice(0, 200)} ${String(body.raw ?? JSON.stringify(body.json)).slice(0, 300)}`;
        expect(answer.status, what).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(typeof answer.body?.error, what).toBe("string");
          expect(answer.body.error.length, what).toBeGreaterThan(0);
          expect(answer.body.error.length, what).toBeLessThan(300);
          expect(answer.body.error, what).not.toMatch(/\n\s+at |TypeError|ZodError|SQL|syntax error/i);
          if (call.method !== "GET") expect(await checksum(backend), `${what} changed the database`).toBe(baseline);
        } else if (call.method !== "GET") {
          await backend.emailDelivery.idle(); // the step's email is sent after the answer
          baseline = await checksum(backend);
        }
      }
      // Every request was answered (and checked above).
      expect(Object.values(statuses).reduce((sum, count) => sum + count, 0)).toBe(REQUESTS_PER_CALL);
    },
    120_000,
  );

  /** A photo upload's POST, its body as given: a form, or raw bytes under `headers`' Content-Type. */
  function postUpload(body: FormData | Uint8Array<ArrayBuffer> | string, headers: Record<string, string> = {}, productId = ids.productId) {
    return backend.app.fetch(
      new Request(`http://backend.test/admin/products/${encodeURIComponent(productId)}/photos`, {
        method: "POST",
        headers: { Authorization: `Bearer ${OPERATOR_TOKEN}`, ...headers },
        body,
      }),
    );
  }

  function uploadPhoto(png: Uint8Array<ArrayBuffer>) {
    const form = new FormData();
    form.set("photo", new File([png], "photo.png", { type: "image/png" }));
    form.set("alt", "A fuzzed handi");
    return postUpload(form);
  }

  it("POST /admin/products/:id/photos: 120 malformed uploads (broken multipart, lying types, junk bytes, huge fields), no 5xx, nothing stored", async () => {
    const random = seededRandom(9_001);
    const baseline = await checksum(backend);
    const png = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    );
    const junkBytes = () => Uint8Array.from({ length: random.int(4_000) }, () => random.int(256));
    const types = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/svg+xml", "text/html", "", "application/octet-stream"];
    const statuses: Record<number, number> = {};
    for (let n = 0; n < 120; n += 1) {
      const kind = random.int(6);
      let answer: Response;
      if (kind === 0) {
        // Bytes that are no multipart form at all, under a multipart type with or without a boundary.
        const boundary = random.next() < 0.5 ? "; boundary=----fuzz" : "";
        answer = await postUpload(String(random.pick(hostileStrings)).slice(0, 5_000), {
          "Content-Type": `multipart/form-data${boundary}`,
        });
      } else if (kind === 1) {
        // A multipart body cut short.
        const form = new FormData();
        form.set("photo", new File([png], "p.png", { type: "image/png" }));
        form.set("alt", "Cut short");
        const whole = new Uint8Array(await new Response(form).arrayBuffer());
        const type = new Response(form).headers.get("content-type") ?? "multipart/form-data";
        answer = await postUpload(whole.slice(0, random.int(whole.length)), { "Content-Type": type });
      } else {
        const form = new FormData();
        const bytes = kind === 2 ? junkBytes() : kind === 3 ? png.subarray(0, random.int(png.length)) : png;
        const type = kind === 4 ? random.pick(types.filter((candidate) => candidate !== "image/png")) : random.pick(types);
        if (random.next() < 0.9) form.append(random.next() < 0.9 ? "photo" : "Photo", new File([bytes], "f", { type }));
        if (random.next() < 0.3) form.append("photo", "not a file");
        const alt = random.next() < 0.5 ? random.pick(hostileStrings) : hostileValue(random);
        if (kind !== 5 || random.next() < 0.5)
          form.append("alt", typeof alt === "string" ? alt.slice(0, 3_000) : (JSON.stringify(alt) ?? ""));
        answer = await postUpload(form, {}, random.next() < 0.8 ? ids.productId : hostileId(random));
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const text = await answer.text();
      expect(answer.status, `${n}: ${text}`).toBeLessThan(500);
      if (answer.status >= 400) {
        expect(JSON.parse(text).error, `${n}`).toMatch(/\S/);
        expect(await checksum(backend), `upload ${n} was refused but changed the database`).toBe(baseline);
      } else {
        // Only a real PNG declared as one, with a valid description, is ever taken: take it back out.
        expect(answer.status).toBe(201);
        const added = (JSON.parse(text).photos as { id: string }[]).at(-1)!;
        await backend.call("POST", `/admin/products/${ids.productId}/photos/${added.id}/remove`, { token: OPERATOR_TOKEN });
      }
    }
    expect(Object.values(statuses).reduce((sum, count) => sum + count, 0)).toBe(120);
  }, 120_000);
});
