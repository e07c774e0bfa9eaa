import { request as httpRequest } from "node:http";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { hostileId, hostileNumbers, hostileStrings, hostileValue, seededRandom, type Random } from "../backend/test/fuzz";
import { PLENTIFUL_PRODUCT } from "./buying-support";
import { expect, newShopper, signUpThroughApi, test } from "./fixtures";

// Request-level and bounded: one project runs it (the other runs the cross-site spec's share).
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "request-level: runs in the js project");

const POSTS_PER_ACTION = 200;
const address = { street: "12 Mall Road", city: "Lahore", state: "Punjab", postalCode: "54000", country: "Pakistan" };

/** Each action with a form it would accept, and the intents it knows. */
const actions: Record<string, { path: (random: Random) => string; valid: Record<string, string>; intents?: string[]; signedIn: boolean }> =
  {
    "sign-in": {
      path: () => "/sign-in",
      valid: { email: "fuzz@example.com", password: "not-the-password", redirectTo: "/home" },
      signedIn: false,
    },
    "sign-up": {
      path: () => "/sign-up",
      valid: { name: "Fuzz", email: "fuzz-signup@example.com", password: "fuzz-password-1", redirectTo: "/home" },
      signedIn: false,
    },
    contact: {
      path: () => "/contact-us",
      valid: { fullName: "Fuzz", email: "fuzz-contact@example.com", phone: "0300 1234567", subject: "general", message: "Hello" },
      signedIn: false,
    },
    newsletter: {
      path: () => "/home",
      valid: { intent: "newsletter", email: "fuzz-news@example.com" },
      intents: ["newsletter"],
      signedIn: true,
    },
    cart: {
      path: () => "/cart",
      valid: {
        intent: "add",
        productId: PLENTIFUL_PRODUCT.id,
        quantity: "1",
        size: PLENTIFUL_PRODUCT.size,
        "items[0].product": PLENTIFUL_PRODUCT.id,
        "items[0].quantity": "1",
        "items[0].size": PLENTIFUL_PRODUCT.size,
      },
      intents: ["add", "save", "checkout", "remove:0", "remove:99999", "clear"],
      signedIn: true,
    },
    "product detail": {
      path: (random) => (random.next() < 0.8 ? `/products/${PLENTIFUL_PRODUCT.id}` : `/products/${hostileId(random)}`),
      valid: { intent: "add", quantity: "1", size: PLENTIFUL_PRODUCT.size },
      intents: ["add", "buy"],
      signedIn: true,
    },
    checkout: {
      path: () => "/checkout",
      valid: {
        intent: "add-address",
        ...address,
        shippingAddress: "unknown-address",
        terms: "on",
        deliveryMethod: "standard",
        paymentMethod: "cod",
        idempotencyKey: "fuzz-key-0001",
        addressId: "unknown-address",
      },
      intents: ["add-address", "set-default", "place-order", "update-address", "delete-address"],
      signedIn: true,
    },
    profile: {
      path: () => "/profile",
      valid: {
        intent: "update-profile",
        name: "Fuzz Shopper",
        phone: "0300 1234567",
        ...address,
        isDefault: "on",
        addressId: "unknown-address",
      },
      intents: ["update-profile", "add-address", "set-default", "update-address", "delete-address"],
      signedIn: true,
    },
    "sign-out": { path: () => "/sign-out", valid: {}, signedIn: true },
  };

function asFormValue(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** One malformed form: missing, duplicated, hostile, huge, unknown fields; wrong quantities and ids. */
function malformedForm(random: Random, valid: Record<string, string>, intents: string[] = []): [string, string][] {
  const pairs: [string, string][] = Object.entries(valid).filter(() => random.next() > 0.15);
  const mutations = 1 + random.int(3);
  for (let index = 0; index < mutations; index += 1) {
    const key = pairs.length > 0 ? random.pick(pairs)[0] : random.pick(["intent", "quantity", "email"]);
    switch (random.int(8)) {
      case 0: // duplicated field, the second copy hostile
        pairs.push([key, asFormValue(hostileValue(random))]);
        break;
      case 1: // hostile value in place
        pairs.splice(
          pairs.findIndex(([name]) => name === key),
          1,
          [key, asFormValue(hostileValue(random))],
        );
        break;
      case 2: // quantities: negative, fractional, huge, not numbers
        pairs.push([
          random.pick(["quantity", "items[0].quantity", "items[1].quantity"]),
          String(random.pick([...hostileNumbers, "1.5", "-3", "1e3", "", "two"])),
        ]);
        break;
      case 3: // another intent, known or not
        pairs.push(["intent", random.pick([...intents, "", "unknown", "remove:-1", "remove:1.5", "__proto__"])]);
        break;
      case 4: // unknown ids
        pairs.push([
          random.pick(["productId", "shippingAddress", "addressId", "items[0].product"]),
          decodeURIComponentSafe(hostileId(random)),
        ]);
        break;
      case 5: // a huge value
        pairs.push([key, random.pick(["h".repeat(5_000), "w".repeat(20_000), "🍳".repeat(1_000)])]);
        break;
      case 6: // unicode and markup
        pairs.push([key, random.pick(hostileStrings.filter((value) => value.length < 1_000))]);
        break;
      default: // unknown fields, odd names
        pairs.push([
          random.pick(["__proto__", "constructor", "items[999999].product", "items[-1].quantity", "a[b][c]", "x".repeat(500)]),
          "1",
        ]);
    }
  }
  return pairs;
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function encodeForm(pairs: [string, string][]): string {
  const encode = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return "%ED%A0%80"; // a lone surrogate arrives as malformed UTF-8
    }
  };
  return pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
}

for (const [name, action] of Object.entries(actions)) {
  test(`${name}: ${POSTS_PER_ACTION} malformed posts answer a readable 4xx page or a redirect, never a 5xx`, async ({
    baseURL,
  }, testInfo) => {
    // Bounded by count, not time: on a busy machine 200 posts re-rendering a full page take a while.
    test.setTimeout(300_000);
    const random = seededRandom(31_337 + Object.keys(actions).indexOf(name));
    const context: APIRequestContext = await playwrightRequest.newContext({ baseURL });
    if (action.signedIn) await signUpThroughApi(context, baseURL!, newShopper("fuzz"));
    const statuses: Record<number, number> = {};
    for (let n = 0; n < POSTS_PER_ACTION; n += 1) {
      const path = action.path(random);
      const body = encodeForm(malformedForm(random, action.valid, action.intents));
      const send = () =>
        context.post(path, {
          data: body,
          headers: { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" },
          maxRedirects: 0,
        });
      // A kept-alive socket the server closed just as it was reused resets without an answer: send again.
      const response = await send().catch((error: Error) => {
        if (/ECONNRESET|socket hang up/.test(error.message)) return send();
        throw error;
      });
      const status = response.status();
      statuses[status] = (statuses[status] ?? 0) + 1;
      const what = `${path.slice(0, 120)} ${body.slice(0, 300)}`;
      expect(status, what).toBeLessThan(500);
      if (status >= 300 && status < 400) {
        expect(response.headers().location, what).toBeTruthy();
      } else if (status >= 400) {
        const html = await response.text();
        expect(response.headers()["content-type"], what).toContain("text/html");
        // A page a person can read: the site's chrome and a message, no stack trace.
        expect(html, what).toContain("</html>");
        expect(html, what).not.toMatch(/\n\s+at \S+ \(|TypeError|ReferenceError|ZodError/);
      }
    }
    await testInfo.attach("statuses", { body: JSON.stringify(statuses), contentType: "application/json" });
    await context.dispose();
  });
}

test("a post shaped to exhaust the server is refused, and the server keeps answering", async ({ baseURL }) => {
  const context = await playwrightRequest.newContext({ baseURL });
  await signUpThroughApi(context, baseURL!, newShopper("fuzz-shape"));
  const headers = { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" };
  for (const path of [
    "/cart",
    "/sign-in",
    "/sign-up",
    "/contact-us",
    "/checkout",
    "/profile",
    "/home",
    `/products/${PLENTIFUL_PRODUCT.id}`,
  ]) {
    // Read as it stands, this names a list of a hundred million entries.
    const listBomb = await context.post(path, { data: "intent=save&items[99999999].product=x", headers, maxRedirects: 0 });
    expect(listBomb.status(), path).toBe(400);
    expect(await listBomb.text(), path).toContain("This form could not be read.");
  }
  const oversized = await context.post("/contact-us", { data: `message=${"x".repeat(300_000)}`, headers, maxRedirects: 0 });
  expect(oversized.status()).toBe(413);
  expect(await oversized.text()).toContain("too large");
  expect((await context.get("/healthz")).status()).toBe(200);
  await context.dispose();
});

/** Posts `body` in `chunkBytes` pieces with Transfer-Encoding: chunked (no Content-Length). */
function postChunked(url: string, body: string, chunkBytes = 64 * 1024): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: "POST",
      headers: { Origin: new URL(url).origin, "Content-Type": "application/x-www-form-urlencoded" },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    for (let offset = 0; offset < body.length; offset += chunkBytes) request.write(body.slice(offset, offset + chunkBytes));
    request.end();
  });
}

// Issue 14: the 256 KB limit looked only at Content-Length, so a chunked form was read whole first.
test("a chunked post over the body limit is refused with 413 as it streams, and the server keeps answering", async ({ baseURL }) => {
  const oversized = await postChunked(
    `${baseURL}/contact-us`,
    `fullName=Fuzz&email=big%40example.com&message=${"x".repeat(3 * 1024 * 1024)}`,
  );
  expect(oversized.status).toBe(413);
  expect(oversized.text).toContain("too large");
  // A chunked form within the limit still reaches its action.
  const small = await postChunked(`${baseURL}/sign-in`, "email=nobody%40example.com&password=not-the-password&redirectTo=%2Fhome");
  expect(small.text).toContain("Incorrect email or password.");
  const context = await playwrightRequest.newContext({ baseURL });
  expect((await context.get("/healthz")).status()).toBe(200);
  await context.dispose();
});
