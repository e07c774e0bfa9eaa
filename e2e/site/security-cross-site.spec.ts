import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { address, addToCart, PLENTIFUL_PRODUCT } from "../support/buying-support";
import { expect, newShopper, test } from "../fixtures";

// Request-level: one project is enough (the pages are read without JavaScript).
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "request-level: runs in the no-js project");

const EVIL = "https://evil.example";
const foreignHeaders: Record<string, Record<string, string>> = {
  "a foreign Origin": { Origin: EVIL, Referer: `${EVIL}/win-a-handi` },
  "no Origin and a foreign Referer": { Referer: `${EVIL}/win-a-handi` },
  "Origin null and a foreign Referer": { Origin: "null", Referer: `${EVIL}/win-a-handi` },
  "neither Origin nor Referer": {},
};

/** Every storefront action, with a form that would succeed from our own site. */
function attacks(addressId: string): [string, Record<string, string>][] {
  const street = address("66 Attacker Lane");
  return [
    ["/sign-in", { email: "someone@example.com", password: "guessing-123", redirectTo: "/home" }],
    ["/sign-up", { name: "Evil", email: "evil-signup@example.com", password: "evil-password-1", redirectTo: "/home" }],
    ["/sign-out", {}],
    ["/contact-us", { name: "Evil", email: "evil@example.com", subject: "general", message: "Spam from another site" }],
    ["/home", { intent: "newsletter", email: "evil-news@example.com" }],
    ["/cart", { intent: "add", productId: PLENTIFUL_PRODUCT.id, quantity: "5", size: PLENTIFUL_PRODUCT.size }],
    [`/products/${PLENTIFUL_PRODUCT.id}`, { intent: "add", quantity: "4", size: PLENTIFUL_PRODUCT.size }],
    [`/products/${PLENTIFUL_PRODUCT.id}`, { intent: "buy", quantity: "1", size: PLENTIFUL_PRODUCT.size }],
    [
      "/cart",
      { intent: "save", "items[0].product": PLENTIFUL_PRODUCT.id, "items[0].size": PLENTIFUL_PRODUCT.size, "items[0].quantity": "9" },
    ],
    [
      "/cart",
      { intent: "remove:0", "items[0].product": PLENTIFUL_PRODUCT.id, "items[0].size": PLENTIFUL_PRODUCT.size, "items[0].quantity": "1" },
    ],
    ["/cart", { intent: "clear" }],
    ["/checkout", { intent: "add-address", ...street }],
    ["/checkout", { intent: "set-default", shippingAddress: addressId }],
    [
      "/checkout",
      {
        intent: "place-order",
        shippingAddress: addressId,
        terms: "on",
        deliveryMethod: "standard",
        paymentMethod: "cod",
        idempotencyKey: "cross-site-order-1",
      },
    ],
    ["/profile", { intent: "update-profile", name: "Hacked Name", phone: "0300 0000000" }],
    ["/profile", { intent: "add-address", ...street, isDefault: "on" }],
    ["/profile", { intent: "set-default", addressId }],
  ];
}

/** What the shopper can see of their cart, addresses, profile and orders. */
async function shopperState(page: Page) {
  const state: Record<string, string> = {};
  for (const path of ["/cart", "/profile", "/orders", "/checkout"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    state[path] = await page.locator("main").innerText();
  }
  return state;
}

async function signedOutContext(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

test("a post whose Host lost its port behind a proxy is refused with a page that says what to fix, not a blank error", async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!);
  const context = await playwrightRequest.newContext();
  try {
    // nginx's `proxy_set_header Host $host` on port 8088: the Origin keeps the port, the Host loses it.
    const answer = await context.post(`${baseURL}/contact-us`, {
      form: { name: "Amna", email: "amna@example.com", subject: "general", message: "Hello" },
      headers: { Origin: `http://${origin.hostname}:8088`, Host: origin.hostname },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(answer.headers()["content-type"]).toContain("text/html");
    const page = await answer.text();
    expect(page).toContain("<h1>This form could not be sent</h1>");
    expect(page).toContain("proxy_set_header Host $http_host;");
  } finally {
    await context.dispose();
  }
});

test("every action refuses a cross-site post with 403 and nothing changes", async ({ page, baseURL, shopper }) => {
  // A cart line and two addresses, made from our own site.
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 2, PLENTIFUL_PRODUCT.size);
  for (const street of ["12 Mall Road", "7 Jail Road"]) {
    const saved = await page.request.post("/profile", {
      form: { intent: "add-address", ...address(street) },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
  }
  await page.goto("/profile");
  const profileHtml = await page.content();
  const addressId = /name="addressId" value="([^"]+)"/.exec(profileHtml)?.[1];
  expect(addressId, "the profile offers 'set as default' for the second address").toBeTruthy();
  const before = await shopperState(page);
  expect(before["/cart"]).toContain(PLENTIFUL_PRODUCT.name);

  const anonymous = await signedOutContext(baseURL!);
  for (const [label, headers] of Object.entries(foreignHeaders)) {
    for (const [path, form] of attacks(addressId!)) {
      const signedIn = !path.startsWith("/sign-in") && !path.startsWith("/sign-up");
      const context = signedIn ? page.request : anonymous;
      const response = await context.post(path, { form, headers, maxRedirects: 0 });
      expect(response.status(), `${path} ${form.intent ?? ""} with ${label}`).toBe(403);
      expect(response.headers()["set-cookie"] ?? "", `${path} set a cookie`).not.toMatch(/__session|cookware/i);
    }
  }

  // The shopper is still signed in, and their cart, addresses, profile and orders are as they were.
  expect(await shopperState(page)).toEqual(before);
  expect(before["/profile"]).toContain(shopper.name);
  // The refused sign-up made no account: it cannot sign in.
  const signIn = await anonymous.post("/sign-in", {
    form: { email: "evil-signup@example.com", password: "evil-password-1", redirectTo: "/home" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(signIn.status()).not.toBe(303);
  await anonymous.dispose();
});

test("a GET to an action changes nothing: every change is POST-only", async ({ page, baseURL, shopper: _ }) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  const before = await shopperState(page);
  const gets = [
    "/sign-out",
    "/cart?intent=clear",
    "/cart?intent=add&productId=zaiqa-non-stick-fry-pan&quantity=3",
    `/products/${PLENTIFUL_PRODUCT.id}?intent=add&quantity=3&size=24+cm`,
    "/checkout?intent=add-address&street=1+GET+Street&city=Lahore&state=Punjab&postalCode=54000&country=Pakistan",
    "/checkout?intent=place-order&terms=on&shippingAddress=x&idempotencyKey=get-order-123",
    "/profile?intent=update-profile&name=Changed+By+Get",
    "/profile?intent=add-address&street=2+GET+Street&city=Lahore&state=Punjab&postalCode=54000&country=Pakistan",
    "/home?intent=newsletter&email=get@example.com",
    "/contact-us?name=Get&email=get@example.com&message=hello",
  ];
  for (const path of gets) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
  }
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const response = await page.request.fetch("/cart", {
      method,
      form: { intent: "clear" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status(), `${method} /cart`).toBeGreaterThanOrEqual(400);
    expect(response.status(), `${method} /cart`).toBeLessThan(500);
  }
  expect(await shopperState(page)).toEqual(before);
});

test("a same-site post still works (the guard is not a wall)", async ({ page, baseURL }) => {
  const shopper = newShopper("cross-site");
  const context = await signedOutContext(baseURL!);
  const response = await context.post("/sign-up", {
    form: { name: shopper.name, email: shopper.email, password: shopper.password, redirectTo: "/home" },
    headers: { Origin: baseURL!, Referer: `${baseURL}/sign-up` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const referrerOnly = await context.post("/cart", {
    form: { intent: "add", productId: PLENTIFUL_PRODUCT.id, quantity: "1", size: PLENTIFUL_PRODUCT.size },
    headers: { Referer: `${baseURL}/products/${PLENTIFUL_PRODUCT.id}` },
    maxRedirects: 0,
  });
  expect(referrerOnly.status()).toBe(303);
  await context.dispose();
  await page.goto("/home");
});
