import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { FILL_ALL_FIELDS, SELECT_ADDRESS } from "../../../contract/messages";
import { PHONE_MESSAGE } from "../../../contract/phone";
import { cityChoiceMessages } from "../../../contract/city-choice";
import { ACCEPT_TERMS, NEW_ADDRESS, PlaceOrderSchema } from "./place-order";

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
  it("needs every part of a new address, and says so together with the terms", () => {
    const error = parse({ shippingAddress: NEW_ADDRESS, street: "7 Canal View", city: "  ", idempotencyKey: key }).reply().error;
    expect(error?.[""]).toEqual([FILL_ALL_FIELDS]);
    expect(error?.city).toEqual([cityChoiceMessages.choose]);
    expect(error?.postalCode).toEqual(["Enter the postal code"]);
    expect(error?.street).toBeUndefined();
    expect(error?.terms).toEqual([ACCEPT_TERMS]);
  });
  it("accepts a complete new address and a Pakistani mobile number, and refuses another number", () => {
    const typed = { shippingAddress: NEW_ADDRESS, terms: "on", idempotencyKey: key, street: "7 Canal View", city: "Lahore" };
    const complete = { ...typed, state: "Punjab", postalCode: "54000", country: "Pakistan", phone: "0300 1234567" };
    expect(parse(complete).status).toBe("success");
    expect(parse({ ...complete, phone: "12345" }).reply().error?.phone).toEqual([PHONE_MESSAGE]);
  });
  it("says what is wrong with the phone in the same pass as the missing parts (issue 35: one round trip)", () => {
    const error = parse({
      shippingAddress: NEW_ADDRESS,
      idempotencyKey: key,
      street: "7 Canal View",
      city: "Lahore",
      phone: "12345",
    }).reply().error;
    expect(error?.postalCode).toEqual(["Enter the postal code"]);
    expect(error?.phone).toEqual([PHONE_MESSAGE]);
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

describe("PlaceOrderSchema's city", () => {
  const address = { shippingAddress: NEW_ADDRESS, street: "7 Canal View", state: "Punjab", postalCode: "54000", country: "Pakistan" };
  const order = { ...address, terms: "on", idempotencyKey: "2f1c7e8a-6b1d-4a8e" };

  it("is the listed city chosen, or the town typed beside Other, and the order carries one city", () => {
    const listed = parse({ ...order, city: "Multan", cityOther: "ignored" });
    const other = parse({ ...order, city: "Other", cityOther: " Chak 5 " });
    expect(listed.status === "success" && listed.value).toMatchObject({ city: "Multan" });
    expect(other.status === "success" && other.value).toMatchObject({ city: "Chak 5" });
    expect(other.status === "success" && "cityOther" in other.value).toBe(false);
  });

  it("refuses Other with nothing typed beside it, and a city not on the list, keeping what was sent", () => {
    const blank = parse({ ...order, city: "Other", cityOther: "  " }).reply();
    expect(blank.error?.cityOther).toEqual([cityChoiceMessages.typeOther]);
    expect(blank.error?.[""]).toEqual([FILL_ALL_FIELDS]);
    const unlisted = parse({ ...order, city: "Atlantis" }).reply();
    expect(unlisted.error?.city).toEqual([cityChoiceMessages.notListed]);
    expect(unlisted.initialValue).toMatchObject({ city: "Atlantis", street: "7 Canal View" });
  });
});
