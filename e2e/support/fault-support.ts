import { randomBytes, randomUUID } from "node:crypto";
import postgres from "postgres";
import { newShopper, type Shopper } from "../fixtures";

/** Fault tests need a real PostgreSQL; CI exports this, a laptop may not have one. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const NO_DATABASE_REASON = "TEST_DATABASE_URL is not set: fault tests need the machine's PostgreSQL (CI sets it)";

export const SESSION_SECRET_FOR_FAULTS = randomBytes(32).toString("base64url");

/** A database of its own for one test file, next to TEST_DATABASE_URL's, dropped at the end. */
export async function createFaultDatabase(adminUrl: string) {
  const name = `cookware_fault_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The test's own view of the data, for the consistency checks.
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    name,
    url: url.toString(),
    sql,
    async drop() {
      await sql.end({ timeout: 5 }).catch(() => {});
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export type FaultDatabase = Awaited<ReturnType<typeof createFaultDatabase>>;

/** Settings for a storefront with the in-process backend on `databaseUrl`. */
export function storefrontSettings(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: SESSION_SECRET_FOR_FAULTS,
    SEED_DEMO: "true",
    BACKEND_URL: "",
    CLERK_PUBLISHABLE_KEY: "",
    CLERK_SECRET_KEY: "",
    SIGN_UP_LIMIT_PER_HOUR: "1000",
  };
}

/**
 * A shopper talking to the storefront as a browser without JavaScript would: form posts with an
 * Origin header, redirects not followed, the session cookie carried by hand (so the same cookie
 * can be shown to another process).
 */
export class FormClient {
  cookie = "";
  constructor(
    public baseUrl: string,
    readonly shopper: Shopper = newShopper("fault"),
  ) {}

  async get(path: string, base = this.baseUrl) {
    const response = await fetch(new URL(path, base), { headers: this.headers(), redirect: "manual" });
    this.keepCookie(response);
    return { status: response.status, text: await response.text(), location: response.headers.get("location") };
  }

  async post(path: string, form: Record<string, string>, base = this.baseUrl) {
    const response = await fetch(new URL(path, base), {
      method: "POST",
      headers: { ...this.headers(), Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
      redirect: "manual",
    });
    this.keepCookie(response);
    return { status: response.status, text: await response.text(), location: response.headers.get("location") };
  }

  async signUp() {
    const { shopper } = this;
    const answer = await this.post("/sign-up", {
      name: shopper.name,
      email: shopper.email,
      password: shopper.password,
      redirectTo: "/home",
    });
    if (answer.status !== 303) throw new Error(`sign-up answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }

  addToCart(productId: string, quantity = 1, size = "") {
    const form: Record<string, string> = { intent: "add", productId, quantity: String(quantity), redirectTo: "/products" };
    if (size) form.size = size;
    return this.post("/cart", form);
  }

  async addAddress(): Promise<string> {
    const answer = await this.post("/checkout", {
      intent: "add-address",
      street: "12 Mall Road",
      city: "Lahore",
      state: "Punjab",
      postalCode: "54000",
      country: "Pakistan",
    });
    const addressId = answer.location ? new URL(answer.location, this.baseUrl).searchParams.get("address") : null;
    if (answer.status !== 303 || !addressId) throw new Error(`add address answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return addressId;
  }

  placeOrder(addressId: string, idempotencyKey = randomUUID()) {
    return this.post("/checkout", {
      intent: "place-order",
      shippingAddress: addressId,
      deliveryMethod: "standard",
      paymentMethod: "cod",
      terms: "on",
      phone: "0300 1234567",
      idempotencyKey,
    });
  }

  private headers(): Record<string, string> {
    return this.cookie ? { Cookie: this.cookie } : {};
  }

  private keepCookie(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair.split("=");
      if (name !== "__store_session") continue;
      this.cookie = value ? `${name}=${value}` : "";
    }
  }
}

/** Products the demo catalogue has in stock, with their sizes (a sized product is added with one). */
export async function productsInStock(sql: FaultDatabase["sql"], count: number) {
  // Stock is per size: `sizes` holds one size with 50 or more of its own (none for a product without
  // sizes); `stock` is the product's whole stock, as the product row sums it, for before/after checks.
  return sql<{ id: string; name: string; stock: number; sizes: string[] }[]>`
    select * from (
      select distinct on (p.id) p.id, p.name, p.stock,
        case when v.label = '' then '{}'::text[] else array[v.label] end as sizes
      from product_variants v join products p on p.id = v.product_id
      where v.stock >= 50 and not v.archived and p.status = 'active'
      order by p.id, v.position
    ) chosen
    order by cardinality(sizes), id limit ${count}`;
}

/** Every order has its items, and its quantities were taken from stock (checked by the caller). */
export async function ordersWithoutItems(sql: FaultDatabase["sql"]) {
  return sql<{ id: string }[]>`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`;
}

export async function pollUntil<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number, intervalMs = 100) {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    try {
      // A probe that hangs must not stretch the deadline.
      const timeLeft = Math.max(deadline - Date.now(), 1);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("probe too slow")), timeLeft)));
      last = await Promise.race([probe(), late]).finally(() => clearTimeout(timer));
      if (accept(last)) return last;
    } catch {
      // not answering yet
    }
    if (Date.now() >= deadline) throw new Error(`condition not met within ${timeoutMs} ms (last: ${JSON.stringify(last)?.slice(0, 300)})`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
