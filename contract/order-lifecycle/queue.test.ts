import { describe, expect, it } from "vitest";
import { countLabel, listPageLabel, QUEUE_COUNT_LIMIT, tabCountLabel } from "./queue";

describe("back-office counts", () => {
  it("shows a count as it is, and one that stopped at its limit with a plus", () => {
    expect(countLabel(0, false)).toBe("0");
    expect(countLabel(1234, false)).toBe("1,234");
    expect(countLabel(10_000, true)).toBe("10,000+");
    expect(tabCountLabel(QUEUE_COUNT_LIMIT - 1)).toBe("9,999");
    expect(tabCountLabel(QUEUE_COUNT_LIMIT)).toBe("10,000+");
  });

  it("says under a list which page of how many, and how far it counted", () => {
    expect(listPageLabel({ page: 2, pageSize: 20, total: 42, totalIsAtLeast: false }, "orders")).toBe("Page 2 of 3 · 42 orders");
    expect(listPageLabel({ page: 1, pageSize: 20, total: 0, totalIsAtLeast: false }, "phones")).toBe("Page 1 of 1 · 0 phones");
    expect(listPageLabel({ page: 1, pageSize: 20, total: 10_000, totalIsAtLeast: true }, "orders")).toBe("Page 1 of 500+ · 10,000+ orders");
    expect(listPageLabel({ page: 3, pageSize: 20, total: 10_040, totalIsAtLeast: true }, "phones")).toBe("Page 3 of 502+ · 10,040+ phones");
  });
});
