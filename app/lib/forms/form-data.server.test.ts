import { describe, expect, it } from "vitest";
import { FORM_REFUSED, readForm } from "./form-data.server";

const post = (body: string) =>
  new Request("http://shop.test/cart", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });

async function refusal(body: string) {
  try {
    await readForm(post(body));
    return null;
  } catch (thrown) {
    const { data, init } = thrown as { data: { message: string }; init: { status: number } };
    return { status: init.status, message: data.message };
  }
}

describe("readForm", () => {
  it("hands over a form any page of ours sends", async () => {
    const form = await readForm(post("intent=save&items[0].product=p1&items[0].quantity=2&items[999].product=p2"));
    expect(form.get("items[0].quantity")).toBe("2");
    expect(form.get("items[999].product")).toBe("p2");
  });

  it("refuses a list index that would have the parser build a list of millions", async () => {
    expect(await refusal("intent=save&items[999999].product=p1")).toEqual({ status: 400, message: FORM_REFUSED });
    expect(await refusal("a[0][1000]=1")).toEqual({ status: 400, message: FORM_REFUSED });
    expect(await refusal("items[99999999999999999999999].quantity=1")).toEqual({ status: 400, message: FORM_REFUSED });
  });

  it("refuses more fields than any form has", async () => {
    const body = Array.from({ length: 2_001 }, (_, index) => `f${index}=1`).join("&");
    expect(await refusal(body)).toEqual({ status: 400, message: FORM_REFUSED });
  });
});
