import { describe, expect, it } from "vitest";
import { allowedHostnames, isAllowedHost } from "./host-check.mjs";

const request = (host: string | undefined, forwardedHost?: string, path = "/sitemap.xml") => ({ path, host, forwardedHost });

describe("with SITE_URL unset", () => {
  const allowed = allowedHostnames({});

  it("serves the machine's own loopback names on any port", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3210", "[::1]:3000", "LOCALHOST", "127.0.0.1"]) {
      expect(isAllowedHost(allowed, request(host)), host).toBe(true);
    }
  });

  it("refuses any other name, so no link is ever printed for it", () => {
    for (const host of ["evil.example", "evil.example:3000", "203.0.113.5:3000", "localhost.evil.example"]) {
      expect(isAllowedHost(allowed, request(host)), host).toBe(false);
    }
  });

  it("refuses a Host that is not one bare host name, and a request without one", () => {
    for (const host of ["localhost@evil.example", "localhost/x", "localhost:3000#", "local host", "", "localhost, evil.example"]) {
      expect(isAllowedHost(allowed, request(host)), host).toBe(false);
    }
    expect(isAllowedHost(allowed, request(undefined))).toBe(false);
  });

  it("checks X-Forwarded-Host too, which Remix prefers to Host", () => {
    expect(isAllowedHost(allowed, request("localhost:3000", "evil.example"))).toBe(false);
    expect(isAllowedHost(allowed, request("localhost:3000", "localhost:3000, evil.example"))).toBe(false);
    expect(isAllowedHost(allowed, request("localhost:3000", "127.0.0.1:3000"))).toBe(true);
  });

  it("answers a health or readiness check, or a scrape, whatever host the load balancer or Prometheus names", () => {
    expect(isAllowedHost(allowed, request("10.0.0.5:3000", undefined, "/healthz"))).toBe(true);
    expect(isAllowedHost(allowed, request("10.0.0.5:3000", undefined, "/readyz"))).toBe(true);
    expect(isAllowedHost(allowed, request("10.0.0.5:3000", undefined, "/metrics"))).toBe(true);
    expect(isAllowedHost(allowed, request("10.0.0.5:3000", undefined, "/home"))).toBe(false);
  });
});

describe("with SITE_URL and ALLOWED_HOSTS", () => {
  const allowed = allowedHostnames({ SITE_URL: "https://cookware.example", ALLOWED_HOSTS: " www.cookware.example ,Shop.Example" });

  it("serves SITE_URL's host, the listed hosts (any case, any port) and loopback", () => {
    for (const host of ["cookware.example", "cookware.example:443", "www.cookware.example", "shop.example", "localhost:3000"]) {
      expect(isAllowedHost(allowed, request(host)), host).toBe(true);
    }
  });

  it("refuses every other host", () => {
    expect(isAllowedHost(allowed, request("evil.example"))).toBe(false);
    expect(isAllowedHost(allowed, request("cookware.example.evil.example"))).toBe(false);
  });
});
