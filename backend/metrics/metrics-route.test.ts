import { describe, expect, it } from "vitest";
import { backendMetricsAnswer } from "./metrics-route";
import "./order-events";

const token = "prometheus-scrapes-here";
const request = (path: string, authorization?: string) =>
  new Request(`http://backend.test${path}`, { headers: authorization ? { Authorization: authorization } : {} });

describe("the standalone backend's /metrics", () => {
  it("is the backend's like any other path without METRICS_TOKEN", () => {
    expect(backendMetricsAnswer(undefined)).toBeUndefined();
  });

  it("answers this process's figures to the token only, and leaves every other path to the backend", async () => {
    const answer = backendMetricsAnswer(token)!;
    expect(answer(request("/products", `Bearer ${token}`))).toBeUndefined();
    const refused = await answer(request("/metrics", `Bearer ${token}x`))!;
    expect(refused.status).toBe(401);
    expect(refused.headers.get("WWW-Authenticate")).toContain("Bearer");

    const scraped = await answer(request("/metrics", `Bearer ${token}`))!;
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toContain('cookware_orders_total{event="placed"} 0');
    expect(text).toContain("process_resident_memory_bytes");
  });
});
