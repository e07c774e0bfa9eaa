import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { SELECT_ADDRESS } from "../../../contract/messages";
import { ACCEPT_TERMS, PlaceOrderSchema } from "./place-order";

function parse(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return parseWithZod(data, { schema: PlaceOrderSchema });
}

const key = "2f1c7e8a-6b1d-4a8e-9f3a-0c1d2e3f4a5b";

describe("PlaceOrderSchema", () => {
  it("accepts an address, accepted terms and cash on delivery by default", () => {
    const submission = parse({ shippingAddress: "addr1", terms: "on", idempotencyKey: key });
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toMatchObject({ paymentMethod: "cod", deliveryMethod: "standard", terms: true });
  });
  it("refuses a missing address and unaccepted terms, each with its own message", () => {
    const error = parse({ idempotencyKey: key }).reply().error;
    expect(error?.shippingAddress).toEqual([SELECT_ADDRESS]);
    expect(error?.terms).toEqual([ACCEPT_TERMS]);
  });
  it("refuses the disabled methods", () => {
    const error = parse({
      shippingAddress: "a",
      terms: "on",
      idempotencyKey: key,
      paymentMethod: "card",
      deliveryMethod: "express",
    }).reply().error;
    expect(error?.paymentMethod).toBeDefined();
    expect(error?.deliveryMethod).toBeDefined();
  });
  it("needs the page's idempotency key", () => {
    expect(parse({ shippingAddress: "a", terms: "on" }).status).toBe("error");
  });
});
