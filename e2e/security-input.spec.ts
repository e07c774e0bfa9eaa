import { connect } from "node:net";
import { NUL_REFUSED } from "../contract/messages";
import { expect, test } from "./fixtures";

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

/** Sends `requestLine` as it is, on a socket of its own, and answers the status line of the reply. */
function rawStatusLine(baseURL: string, requestLine: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let reply = "";
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${requestLine}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    socket.setEncoding("utf8");
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk) => (reply += chunk));
    socket.on("end", () => resolve(reply.split("\r\n")[0]));
    socket.on("error", reject);
  });
}

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
