import { describe, expect, it } from "vitest";
import { z } from "zod";
import { NUL_REFUSED } from "../../../contract/messages";
import { FORM_REFUSED, parseForm, readForm } from "./form-data.server";

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

  it("refuses Conform's list fields when they are not one piece of JSON, and hands over a list button's post", async () => {
    const intent = encodeURIComponent(JSON.stringify({ type: "insert", payload: { name: "sizes" } }));
    expect((await readForm(post(`__intent__=${intent}&sizes[0].label=Mini`))).get("sizes[0].label")).toBe("Mini");
    for (const body of ["__intent__=%7Bnot-json", "__state__=42", `__intent__=${intent}&__intent__=${intent}`]) {
      expect(await refusal(body), body).toEqual({ status: 400, message: FORM_REFUSED });
    }
  });

  it("refuses more fields than any form has", async () => {
    const body = Array.from({ length: 2_001 }, (_, index) => `f${index}=1`).join("&");
    expect(await refusal(body)).toEqual({ status: 400, message: FORM_REFUSED });
  });
});

describe("parseForm", () => {
  const schema = z.object({ name: z.string({ required_error: "Please enter your name" }), items: z.array(z.object({ note: z.string() })) });
  const form = (entries: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(entries)) formData.append(name, value);
    return formData;
  };

  it("parses a form as Conform does", () => {
    const submission = parseForm(form({ name: "Ayesha", "items[0].note": "hi" }), schema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ name: "Ayesha", items: [{ note: "hi" }] });
    expect(parseForm(form({ name: "" }), schema).reply().error).toEqual({ name: ["Please enter your name"] });
  });

  it("refuses a NUL character in any field, by the field's name, keeping what was typed", () => {
    const submission = parseForm(form({ name: "Aye\u0000sha", "items[0].note": "a\u0000" }), schema);
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toEqual({ name: [NUL_REFUSED], "items[0].note": [NUL_REFUSED] });
    expect(reply.initialValue).toMatchObject({ name: "Aye\u0000sha" });
  });

  it("puts a NUL in a field named like an object property on the form, instead of failing", () => {
    const formData = form({ name: "Ayesha" });
    formData.append("constructor", "\u0000");
    formData.append("__proto__", "x\u0000");
    const reply = parseForm(formData, schema).reply();
    expect(reply.error).toEqual({ "": [NUL_REFUSED, NUL_REFUSED] });
  });
});
