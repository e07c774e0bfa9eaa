import { request as playwrightRequest } from "@playwright/test";
import { address, addToCart, PLENTIFUL_PRODUCT } from "../support/buying-support";
import { expect, newShopper, signUpThroughApi, test } from "../fixtures";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "request-level: runs in the no-js project");

test("shopper B cannot see shopper A's order, cart, addresses or profile", async ({ page, baseURL, shopper: alice }) => {
  // A: a cart, an address and a placed order, all through the storefront's own forms.
  const street = `${Date.now()} Secret Garden Road`;
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  const saved = await page.request.post("/checkout", {
    form: { intent: "add-address", ...address(street) },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  const addressId = new URL(saved.headers().location, baseURL).searchParams.get("address");
  expect(addressId).toBeTruthy();
  const placed = await page.request.post("/checkout", {
    form: {
      intent: "place-order",
      shippingAddress: addressId!,
      terms: "on",
      deliveryMethod: "standard",
      paymentMethod: "cod",
      phone: "0300 1234567",
      idempotencyKey: `access-${Date.now()}`,
    },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(placed.status(), await placed.text()).toBe(303);
  const orderId = /\/order-confirmation\/([^/?]+)/.exec(placed.headers().location)?.[1];
  expect(orderId).toMatch(/^CW-\d+$/);
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 2, PLENTIFUL_PRODUCT.size);
  expect((await page.request.get(`/orders/${orderId}`)).status()).toBe(200);

  // B, in a browser session of their own.
  const bob = await playwrightRequest.newContext({ baseURL });
  await signUpThroughApi(bob, baseURL!, newShopper("bob"));
  for (const path of [`/orders/${orderId}`, `/order-confirmation/${orderId}`]) {
    const response = await bob.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain("Order not found");
    expect(html).not.toContain(street);
  }
  for (const path of ["/cart", "/checkout", "/profile", "/orders"]) {
    const response = await bob.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).not.toContain(street);
    expect(html, path).not.toContain(alice.name);
    expect(html, path).not.toContain(orderId!);
  }
  // B's forms cannot reach A's address either: setting it as default is refused, placing an order to it too.
  const setDefault = await bob.post("/profile", {
    form: { intent: "set-default", addressId: addressId! },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(setDefault.status()).toBe(404);
  await addToCart(bob, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  const order = await bob.post("/checkout", {
    form: { intent: "place-order", shippingAddress: addressId!, terms: "on", phone: "0300 1234567", idempotencyKey: `bob-${Date.now()}` },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(order.status()).toBe(422);
  expect(await order.text()).not.toContain(street);
  await bob.dispose();

  // A's things are all still there.
  const history = await (await page.request.get("/orders")).text();
  expect(history).toContain(orderId!);
  expect(await (await page.request.get("/profile")).text()).toContain(street);
});

test("signed-out requests to every guarded page get the sign-in prompt with 401", async ({ baseURL }) => {
  const visitor = await playwrightRequest.newContext({ baseURL });
  for (const path of [
    "/cart",
    "/checkout",
    "/profile",
    "/orders",
    "/orders/CW-100001",
    "/order-confirmation/CW-100001",
    `/products/${PLENTIFUL_PRODUCT.id}`,
  ]) {
    const response = await visitor.get(path, { maxRedirects: 0 });
    // The sign-in prompt: a 401 page that says so, or (the profile) a redirect to sign-in.
    if (response.status() === 401) expect(await response.text(), path).toContain("Please sign in");
    else expect(`${response.status()} ${response.headers().location}`, path).toMatch(/^30[237] \/sign-in/);
  }
  // Posting to a guarded action signed out changes nothing and asks to sign in as well.
  for (const [path, form] of [
    ["/cart", { intent: "clear" }],
    ["/checkout", { intent: "add-address", ...address("1 Nobody Street") }],
    ["/profile", { intent: "update-profile", name: "Nobody" }],
  ] as const) {
    const response = await visitor.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(`${response.status()} ${response.headers().location ?? ""}`, path).toMatch(/^(401 |30[237] \/sign-in)/);
  }
  await visitor.dispose();
});

test("the back office is not there for a shopper (404 everywhere) and asks a visitor to sign in", async ({ page, baseURL, shopper }) => {
  expect(shopper.email).toContain("@");
  const adminPaths = [
    "/admin",
    "/admin/orders",
    "/admin/orders?tab=to-ship",
    "/admin/orders/CW-100001",
    "/admin/orders/import",
    "/admin/orders/booking-file?courier=TCS&format=xlsx&scope=all",
    "/admin/products",
    "/admin/products/new",
    "/admin/products/shahi-copper-handi",
    "/admin/products/shahi-copper-handi/photos",
    "/admin/settings",
    "/admin/remittances",
    "/admin/customers",
    "/admin/system",
    "/admin/search",
  ];
  for (const path of adminPaths) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const body = await response.text();
    // The booking file is a file, not a page: its 404 has no page around it.
    if (!path.startsWith("/admin/orders/booking-file")) expect(body, path).toContain("Page not found");
    expect(body, path).not.toContain("Operations");
  }
  for (const [path, form] of [
    ["/admin/orders/CW-100001", { intent: "confirm", version: "1" }],
    ["/admin/orders/CW-100001", { intent: "cancel", version: "1", reason: "fake-order" }],
    ["/admin/orders/import", { csv: "Order ID,Tracking ID\nCW-100001,TCS1" }],
    ["/admin/remittances", { csv: "Tracking ID,Amount,Charges,Date\nCW-100001,100,0,2026-11-27" }],
    ["/admin/settings", { version: "0", flatFeeRupees: "0", lowStockThreshold: "5" }],
    [
      "/admin/settings",
      { intent: "booking-preset", courier: "TCS", version: "0", weightUnit: "kg", "include-reference": "on", "header-reference": "Mine" },
    ],
    ["/admin/settings", { intent: "booking-preset-reset", courier: "TCS", version: "1" }],
    ["/admin/customers", { intent: "block", phone: "0300 1234567", reason: "Mine now" }],
    ["/admin/system", { intent: "retry-all" }],
    ["/admin/search", { intent: "save", row: "", term: "karahi", means: "mine" }],
  ] as const) {
    const response = await page.request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  // A shopper's photo upload is refused before its bytes are read, the same 404.
  const upload = await page.request.post("/admin/products/shahi-copper-handi/photos", {
    multipart: { intent: "upload", alt: "Mine now", photo: { name: "p.png", mimeType: "image/png", buffer: Buffer.from("not read") } },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(upload.status()).toBe(404);
  for (const [path, form] of [
    ["/admin/products/shahi-copper-handi/photos", { intent: "remove", photoId: "any-photo" }],
    ["/admin/products/shahi-copper-handi", { intent: "archive", version: "1" }],
  ] as const) {
    const response = await page.request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }

  const visitor = await playwrightRequest.newContext({ baseURL });
  for (const path of adminPaths) {
    const response = await visitor.get(path, { maxRedirects: 0 });
    expect(`${response.status()} ${response.headers().location}`, path).toMatch(/^30[237] \/sign-in\?redirect_url=%2Fadmin/);
  }
  await visitor.dispose();
});
