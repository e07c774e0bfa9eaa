import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { FILL_ALL_FIELDS } from "../../../contract/messages";
import { AddressSchema, ProfileAddressSchema } from "./address";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

const complete = { street: " 12 Mall Road ", city: "Lahore", state: "Punjab", postalCode: "54000", country: "Pakistan" };

describe("AddressSchema", () => {
  it("accepts a complete address, trimmed", () => {
    const submission = parseWithZod(form(complete), { schema: AddressSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.street).toBe("12 Mall Road");
  });
  it("refuses blank or whitespace-only fields with 'Please fill in all fields'", () => {
    const submission = parseWithZod(form({ ...complete, city: "   ", postalCode: "" }), { schema: AddressSchema });
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error?.[""]).toEqual([FILL_ALL_FIELDS]);
    expect(Object.keys(reply.error ?? {}).sort()).toEqual(["", "city", "postalCode"]);
  });
  it("refuses an over-long field", () => {
    const submission = parseWithZod(form({ ...complete, street: "x".repeat(201) }), { schema: AddressSchema });
    expect(submission.reply().error?.street).toEqual(["Street must be at most 200 characters"]);
  });
});

describe("ProfileAddressSchema", () => {
  it("reads the 'Set as default address' checkbox", () => {
    const on = parseWithZod(form({ ...complete, isDefault: "on" }), { schema: ProfileAddressSchema });
    const off = parseWithZod(form(complete), { schema: ProfileAddressSchema });
    expect(on.status === "success" && on.value.isDefault).toBe(true);
    expect(off.status === "success" && off.value.isDefault).toBe(false);
  });
  it("validates like checkout's form", () => {
    const submission = parseWithZod(form({ ...complete, street: " " }), { schema: ProfileAddressSchema });
    expect(submission.reply().error?.[""]).toEqual([FILL_ALL_FIELDS]);
  });
});
