import { describe, expect, it } from "vitest";
import { DATABASE_NOT_ANSWERING, NOT_HEARING_ANNOUNCEMENTS, readiness, readyHttpStatus, REDIS_NOT_ANSWERING, STOPPING } from "./health";

describe("readiness", () => {
  it("is ready only when the store is well and not stopping, and says why not otherwise", () => {
    expect(readiness({ status: "ok" }, false)).toEqual({ status: "ready" });
    expect(readyHttpStatus(readiness({ status: "ok" }, false))).toBe(200);
    expect(readiness({ status: "ok" }, true)).toEqual({ status: "not-ready", reason: STOPPING });
    expect(readiness({ status: "degraded", reason: NOT_HEARING_ANNOUNCEMENTS }, false)).toEqual({
      status: "not-ready",
      reason: NOT_HEARING_ANNOUNCEMENTS,
    });
    const down = readiness({ status: "down", reason: DATABASE_NOT_ANSWERING }, false);
    expect([down, readyHttpStatus(down)]).toEqual([{ status: "not-ready", reason: DATABASE_NOT_ANSWERING }, 503]);
  });

  it("stays ready while only Redis fails: every instance shares it, and the database keeps the limits meanwhile", () => {
    expect(readiness({ status: "degraded", reason: REDIS_NOT_ANSWERING }, false)).toEqual({ status: "ready" });
    expect(readiness({ status: "degraded", reason: REDIS_NOT_ANSWERING }, true)).toEqual({ status: "not-ready", reason: STOPPING });
  });
});
