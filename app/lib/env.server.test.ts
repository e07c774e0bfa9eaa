import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../contract/server/settings";
import { metricsEnabled, validateAllSettings } from "./env.server";

describe("validateAllSettings", () => {
  it("uses the embedded defaults when nothing is set", () => {
    const settings = validateAllSettings({});
    expect(settings.PORT).toBe(3000);
    expect(settings.BACKEND_URL).toBeUndefined();
    expect(settings.BACKEND_TIMEOUT_MS).toBe(10_000);
    expect(settings.PUBLIC_CATALOGUE).toBe(false);
  });

  it("reads booleans and numbers", () => {
    const settings = validateAllSettings({ PORT: "8080", PUBLIC_CATALOGUE: "true", BACKEND_URL: "http://127.0.0.1:4000" });
    expect(settings.PORT).toBe(8080);
    expect(settings.PUBLIC_CATALOGUE).toBe(true);
    expect(settings.BACKEND_URL).toBe("http://127.0.0.1:4000");
  });

  it("runs several processes only on a database they can share", () => {
    expect(validateAllSettings({}).WEB_CONCURRENCY).toBe(1);
    expect(validateAllSettings({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://127.0.0.1/cookware" }).WEB_CONCURRENCY).toBe(2);
    expect(validateAllSettings({ WEB_CONCURRENCY: "4", BACKEND_URL: "http://127.0.0.1:4000" }).WEB_CONCURRENCY).toBe(4);
  });

  it("takes the address to listen on as an IP address or localhost", () => {
    expect(["0.0.0.0", "::", "127.0.0.1", "localhost", ""].map((HOST) => validateAllSettings({ HOST }).HOST)).toEqual([
      "0.0.0.0",
      "::",
      "127.0.0.1",
      "localhost",
      undefined,
    ]);
  });

  it("takes host names besides SITE_URL's, comma-separated", () => {
    expect(validateAllSettings({ ALLOWED_HOSTS: "www.cookware.example, shop.cookware.example" }).ALLOWED_HOSTS).toContain(
      "shop.cookware.example",
    );
  });

  it("serves metrics only when asked to: a bearer token for the store's port, or a port of their own", () => {
    expect(metricsEnabled(validateAllSettings({}))).toBe(false);
    const settings = validateAllSettings({ METRICS_TOKEN: "prometheus-scrapes-here", METRICS_PORT: "9464" });
    expect(settings).toMatchObject({ METRICS_TOKEN: "prometheus-scrapes-here", METRICS_PORT: 9464 });
    expect(metricsEnabled(settings)).toBe(true);
  });

  it.each([
    ["PORT", { PORT: "70000" }],
    ["BACKEND_URL", { BACKEND_URL: "not a url" }],
    ["PUBLIC_CATALOGUE", { PUBLIC_CATALOGUE: "yes" }],
    ["SESSION_SECRET", { SESSION_SECRET: "short" }],
    ["CLERK_SECRET_KEY", { CLERK_PUBLISHABLE_KEY: "pk_live_x" }],
    ["BACKEND_PORT", { BACKEND_PORT: "x" }],
    ["WEB_CONCURRENCY", { WEB_CONCURRENCY: "two" }],
    ["WEB_CONCURRENCY", { WEB_CONCURRENCY: "65", DATABASE_URL: "postgres://127.0.0.1/cookware" }],
    // PGlite opens its data directory in one process only.
    ["WEB_CONCURRENCY", { WEB_CONCURRENCY: "2" }],
    ["ALLOWED_HOSTS", { ALLOWED_HOSTS: "https://shop.example" }],
    ["ALLOWED_HOSTS", { ALLOWED_HOSTS: "shop.example;evil.example" }],
    ["METRICS_TOKEN", { METRICS_TOKEN: "too-short" }],
    ["METRICS_TOKEN", { METRICS_TOKEN: "a token with spaces in it" }],
    ["METRICS_PORT", { METRICS_PORT: "0" }],
    ["METRICS_PORT", { METRICS_PORT: "3000" }],
    ["HOST", { HOST: "http://0.0.0.0" }],
    ["HOST", { HOST: "127.0.0.1:3000" }],
  ])("refuses a bad %s and names it", (name, source) => {
    expect(() => validateAllSettings(source)).toThrow(ConfigurationError);
    expect(() => validateAllSettings(source)).toThrow(name);
  });
});
