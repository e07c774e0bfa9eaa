/**
 * The fuzz tests' backend: one embedded database with a shopper who has an address, an order and a cart, a product
 * with a photo, and an operator; and the checksum of everything a request could change.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { createProduct } from "./fixtures";
import { TestBackend, tokenFor } from "./harness";

const FUZZER = "fuzzer";
export const FUZZER_TOKEN = tokenFor(FUZZER);
export const OPERATOR_TOKEN = tokenFor("operator-fuzz");

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
  "courier_booking_presets",
];

export async function checksum(backend: TestBackend): Promise<string> {
  const parts = TABLES.map((table) => `(select coalesce(md5(string_agg(t::text, ',' order by t::text)), '-') from ${table} t)`);
  const result = await backend.db.execute(sql.raw(`select md5(concat_ws('|', ${parts.join(", ")})) as sum`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { sum: string }[];
  return rows[0].sum;
}

export type FuzzIds = { productId: string; addressId: string; orderId: string; photoId: string };

/**
 * Starts the backend before the tests of the calling `describe` and stops it after. Validation does not depend on
 * the database, so the fuzz runs on the embedded one only.
 */
export function fuzzBackend() {
  const backend = new TestBackend("pglite");
  const ids = { productId: "", addressId: "", orderId: "", photoId: "" };
  afterAll(() => backend.stop());

  beforeAll(async () => {
    await backend.start();
    const product = await createProduct(backend.db, { stock: 1_000 });
    ids.productId = product.id;
    const address = await backend.call("POST", "/users/address", {
      token: FUZZER_TOKEN,
      body: { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" },
    });
    ids.addressId = address.body._id;
    await backend.call("PUT", "/users/profile", { token: FUZZER_TOKEN, body: { name: "Fuzz Shopper", phone: "0300 1234567" } });
    await backend.call("POST", "/cart/items", { token: FUZZER_TOKEN, body: { productId: product.id, quantity: 1, size: "No. 2" } });
    const order = await backend.call("POST", "/orders/create", { token: FUZZER_TOKEN, body: { shippingAddress: ids.addressId } });
    ids.orderId = order.body.orderId;
    await backend.call("POST", "/cart/items", { token: FUZZER_TOKEN, body: { productId: product.id, quantity: 2, size: "No. 3" } });
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

  return { backend, ids, postUpload };
}
