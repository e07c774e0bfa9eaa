import { describe, expect, it } from "vitest";
import { saveVariantsFromForm } from "./variant-actions.server";

const request = new Request("http://localhost/admin/products/handi", { method: "POST" });

/** The Sizes form as posted without JavaScript by one of its list buttons. */
function listButtonPost(intent: unknown) {
  const form = new FormData();
  form.set("intent", "variants");
  form.set("version", "3");
  form.set("variants[0].label", "No. 3");
  form.set("variants[0].price", "4800");
  form.set("__intent__", JSON.stringify(intent));
  return saveVariantsFromForm(request, "token", "handi", form);
}

const statusOf = (answer: Awaited<ReturnType<typeof listButtonPost>>) => ("init" in answer ? (answer.init?.status ?? 200) : 200);

describe("the Sizes form's list buttons", () => {
  it("add a size at the product's price, with everything typed kept", async () => {
    const answer = await listButtonPost({ type: "insert", payload: { name: "variants", defaultValue: { price: "4800" } } });
    expect(statusOf(answer)).toBe(200);
    expect(JSON.stringify(answer)).toContain("No. 3");
  });

  it("refuse an insert that would set anything but a price, or a price that is not digits", async () => {
    for (const defaultValue of [{ price: "4800", archived: "on" }, { sku: "FREE" }, { price: "0x10" }, "4800"]) {
      const answer = await listButtonPost({ type: "insert", payload: { name: "variants", defaultValue } });
      expect(statusOf(answer), JSON.stringify(defaultValue)).toBe(400);
    }
  });
});
