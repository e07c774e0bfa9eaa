import { describe, expect, it } from "vitest";
import { renderRobots, renderSitemap } from "./sitemap.server";

describe("renderSitemap", () => {
  it("lists absolute, escaped addresses", () => {
    const xml = renderSitemap("https://cookware.example", ["/home", "/products/a&b"]);
    expect(xml).toContain("<loc>https://cookware.example/home</loc>");
    expect(xml).toContain("<loc>https://cookware.example/products/a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("renderRobots", () => {
  it("points to the sitemap and keeps crawlers out of personal pages", () => {
    const robots = renderRobots("https://cookware.example", true);
    expect(robots).toContain("Sitemap: https://cookware.example/sitemap.xml");
    expect(robots).toContain("Disallow: /checkout");
    expect(robots).not.toContain("Disallow: /products");
  });
  it("keeps crawlers off the guarded catalogue while it needs an account", () => {
    expect(renderRobots("https://cookware.example", false)).toContain("Disallow: /products");
  });
});
