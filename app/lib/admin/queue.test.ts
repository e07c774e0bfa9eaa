import { describe, expect, it } from "vitest";
import { parseQueueQuery, queuePath } from "./queue";

describe("queue URL", () => {
  it("reads a tab, a search and a page, and falls back on nonsense", () => {
    expect(parseQueueQuery(new URLSearchParams("tab=to-ship&q=CW-100001&page=3"))).toEqual({
      tab: "to-ship",
      q: "CW-100001",
      page: 3,
      risky: false,
    });
    expect(parseQueueQuery(new URLSearchParams("tab=nope&page=-4"))).toEqual({ tab: "to-confirm", q: "", page: 1, risky: false });
    expect(parseQueueQuery(new URLSearchParams("tab=no-answer&risky=1")).risky).toBe(true);
  });

  it("writes only what differs from the default", () => {
    expect(queuePath({ tab: "returns" })).toBe("/admin/orders?tab=returns");
    expect(queuePath({ tab: "shipped", q: "0300 1234567", page: 2 })).toBe("/admin/orders?tab=shipped&q=0300+1234567&page=2");
    expect(queuePath({ tab: "shipped", page: 1 })).toBe("/admin/orders?tab=shipped");
    expect(queuePath({ tab: "to-confirm", risky: true, page: 2 })).toBe("/admin/orders?tab=to-confirm&risky=1&page=2");
  });
});
