import { describe, expect, it } from "vitest";
import { metricsAccess } from "./metrics-access";

describe("who may read /metrics on the store's port", () => {
  const token = "prometheus-scrapes-here";

  it("nobody without METRICS_TOKEN: the path is off", () => {
    expect(metricsAccess(undefined, `Bearer ${token}`)).toBe("off");
  });

  it("a request bearing the token, however the scheme is written", () => {
    expect(metricsAccess(token, `Bearer ${token}`)).toBe("allowed");
    expect(metricsAccess(token, `bearer ${token}`)).toBe("allowed");
  });

  it.each([undefined, "", token, `Basic ${token}`, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Bearer ${token} extra`])(
    "no one else (%s)",
    (authorization) => expect(metricsAccess(token, authorization)).toBe("refused"),
  );
});
