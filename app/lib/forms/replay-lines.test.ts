import { describe, expect, it } from "vitest";
import { linesFitForm } from "./replay-lines";

import type { SubmissionResult } from "@conform-to/react";

// A forged post's values are whatever it sent: `null` lines included, which Conform's type does not allow.
const refused = (initialValue: Record<string, unknown>) =>
  ({ status: "error", initialValue, error: {} }) as unknown as SubmissionResult<string[]>;

describe("a line form's refused post", () => {
  const order = ["item-1", "item-2"];

  it("is replayed when its lines are the order's own", () => {
    expect(linesFitForm(undefined, order)).toBe(true);
    expect(linesFitForm(refused({ lines: [{ itemId: "item-1", quantity: "a" }, { itemId: "item-2" }] }), order)).toBe(true);
  });

  it("is not replayed when a forged post sent other lines", () => {
    expect(linesFitForm(refused({ lines: [{ itemId: "item-1" }] }), order)).toBe(false);
    expect(linesFitForm(refused({ lines: [{ itemId: "item-2" }, { itemId: "item-1" }] }), order)).toBe(false);
    expect(linesFitForm(refused({ lines: [{ itemId: "item-1" }, { itemId: "item-2" }, { itemId: "x" }] }), order)).toBe(false);
    expect(linesFitForm(refused({ version: "1" }), order)).toBe(false);
    expect(linesFitForm(refused({ lines: "item-1" }), order)).toBe(false);
    expect(linesFitForm(refused({ lines: [null, "item-2"] }), order)).toBe(false);
  });
});
