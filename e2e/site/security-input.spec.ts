import { en } from "../../app/locales/en";
import { ur } from "../../app/locales/ur";
import { NUL_REFUSED } from "../../contract/messages";
import { expect, test } from "../fixtures";
import { rawStatusLine } from "../support/raw-request";

// Request-level: one project runs it.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "request-level: runs in the js project");

test("a NUL in the listing's search is dropped from the search, never a server error", async ({ page, shopper: _ }) => {
  const bare = await page.request.get("/products?q=%00", { maxRedirects: 0 });
  expect(bare.status()).toBe(302);
  expect(bare.headers().location).toBe("/products");
  const within = await page.request.get("/products?q=pa%00n", { maxRedirects: 0 });
  expect(within.status()).toBe(302);
  expect(within.headers().location).toBe("/products?q=pan");
  const followed = await page.request.get("/products?q=%00");
  expect(followed.status()).toBe(200);
});

// Issue 33: the backend's 400 for a NUL in the operator's search reached the loader, which answered 500.
test("a NUL in a back-office search answers 400 with a page saying so, in English and in Urdu", async ({ operatorPage: operator }) => {
  for (const path of ["/admin/orders?q=%00", "/admin/products?q=%00", "/admin/orders?tab=to-ship&q=pa%00n"]) {
    const response = await operator.goto(path);
    expect(response?.status(), path).toBe(400);
    await expect(operator.getByRole("heading", { name: en.errors["error.unreadableTitle"] }), path).toBeVisible();
    await expect(operator.getByText(en.errors["error.unreadableText"]), path).toBeVisible();
  }
  const urdu = await operator.goto("/admin/products?q=%00&lng=ur");
  expect(urdu?.status()).toBe(400);
  await expect(operator.getByRole("heading", { name: ur.errors["error.unreadableTitle"] })).toBeVisible();
  // The search without the NUL still answers.
  expect((await operator.goto("/admin/orders?q=pan"))?.status()).toBe(200);
});

test("a NUL in a contact message is refused with 400 and a message next to the field, never a 502", async ({ page, baseURL }) => {
  await page.goto("/contact-us");
  // The spam trap's own fields, as the page filled them.
  const trap = await page
    .locator("#name__confirm_wrap input")
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    );
  const response = await page.request.post("/contact-us", {
    form: {
      ...trap,
      fullName: "Ayesha Khan",
      email: `contact-nul-${Date.now()}@example.com`,
      subject: "general",
      message: "Kept words\u0000here",
    },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  const html = await response.text();
  expect(response.status()).toBe(400);
  expect(html).toContain(NUL_REFUSED);
  expect(html).not.toContain("Failed to send message");
  expect(html).toContain("Kept words");
});

for (const requestLine of [
  "GET http://evil.example/home HTTP/1.1",
  "GET https://evil.example/products?q=x HTTP/1.1",
  "OPTIONS * HTTP/1.1",
]) {
  test(`a request line not starting with a path (${requestLine}) answers 400, never a server error`, async ({ baseURL }) => {
    expect(await rawStatusLine(baseURL!, requestLine)).toBe("HTTP/1.1 400 Bad Request");
    // The server still answers an ordinary request.
    expect(await rawStatusLine(baseURL!, "GET /healthz HTTP/1.1")).toBe("HTTP/1.1 200 OK");
  });
}
