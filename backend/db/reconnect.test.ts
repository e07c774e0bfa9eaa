import { describe, expect, it } from "vitest";
import { reconnectDelaySeconds } from "./client";

describe("reconnectDelaySeconds", () => {
  it("starts short and never waits more than a second, however long the database was away", () => {
    for (let retries = 0; retries < 50; retries++) {
      const delay = reconnectDelaySeconds(retries);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(1);
    }
    expect(reconnectDelaySeconds(0)).toBeLessThanOrEqual(0.1);
    expect(reconnectDelaySeconds(30)).toBeGreaterThanOrEqual(0.5);
  });
});
