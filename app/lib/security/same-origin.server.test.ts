import { describe, expect, it } from "vitest";
import { assertSameOrigin } from "./same-origin.server";

function post(headers: Record<string, string>, url = "http://127.0.0.1:3000/contact-us") {
  return new Request(url, { method: "POST", headers });
}

function statusOf(run: () => void): number | "passed" {
  try {
    run();
    return "passed";
  } catch (error) {
    return (error as { init?: ResponseInit }).init?.status ?? -1;
  }
}

describe("assertSameOrigin", () => {
  it("lets a post from this site through", () => {
    expect(statusOf(() => assertSameOrigin(post({ Origin: "http://127.0.0.1:3000" }), undefined))).toBe("passed");
  });

  it("accepts https from the browser when a proxy forwards plain http", () => {
    const request = post({ Origin: "https://shop.example", "X-Forwarded-Proto": "https" }, "http://shop.example/contact-us");
    expect(statusOf(() => assertSameOrigin(request, undefined))).toBe("passed");
  });

  it("accepts the configured SITE_URL", () => {
    const request = post({ Origin: "https://cookware.example" }, "http://10.0.0.5:3000/contact-us");
    expect(statusOf(() => assertSameOrigin(request, "https://cookware.example"))).toBe("passed");
  });

  it("falls back to the Referer when there is no Origin", () => {
    expect(statusOf(() => assertSameOrigin(post({ Referer: "http://127.0.0.1:3000/contact-us" }), undefined))).toBe("passed");
    expect(statusOf(() => assertSameOrigin(post({ Referer: "https://evil.example/page" }), undefined))).toBe(403);
  });

  it("refuses another site, a null origin and a request with neither header", () => {
    expect(statusOf(() => assertSameOrigin(post({ Origin: "https://evil.example" }), undefined))).toBe(403);
    expect(statusOf(() => assertSameOrigin(post({ Origin: "http://127.0.0.1:3001" }), undefined))).toBe(403);
    expect(statusOf(() => assertSameOrigin(post({ Origin: "null" }), undefined))).toBe(403);
    expect(statusOf(() => assertSameOrigin(post({}), undefined))).toBe(403);
  });
});
