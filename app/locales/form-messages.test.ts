import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { messageTranslations } from "~/lib/i18n/i18n.server";
import { PLURAL_SUFFIX } from "~/lib/i18n/plural";
import { CartUpdateSchema } from "~/lib/schemas/cart-update";
import { NEW_ADDRESS, PlaceOrderSchema } from "~/lib/schemas/place-order";
import type { ZodTypeAny } from "zod";
import { en } from "./en";

const key = "2f1c7e8a-6b1d-4a8e-9f3a-0c1d2e3f4a5b";

/** Every message a refused form can show, as Conform's reply lists them. */
function messagesOf(schema: ZodTypeAny, entries: Record<string, string>[]): string[] {
  return entries.flatMap((entry) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entry)) data.set(key, value);
    return Object.values(parseWithZod(data, { schema }).reply().error ?? {}).flatMap((messages) => messages ?? []);
  });
}

describe("form errors on translated pages", () => {
  const known = new Set([...Object.values(en.messages), ...Object.values(en.formErrors)]);

  it("are all in the messages or formErrors catalogue, so an Urdu page shows none in English", () => {
    const checkout = messagesOf(PlaceOrderSchema, [
      { idempotencyKey: key },
      { shippingAddress: NEW_ADDRESS, street: " ", city: " ", state: " ", postalCode: " ", country: " ", phone: "12", idempotencyKey: key },
      {
        shippingAddress: NEW_ADDRESS,
        street: "1 Mall Road",
        city: "Atlantis",
        state: "Punjab",
        postalCode: "54000",
        country: "Pakistan",
        idempotencyKey: key,
      },
      {
        shippingAddress: NEW_ADDRESS,
        street: "1 Mall Road",
        city: "Other",
        cityOther: " ",
        state: "Punjab",
        postalCode: "54000",
        country: "Pakistan",
        idempotencyKey: key,
      },
      { shippingAddress: "a1", deliveryMethod: "express", paymentMethod: "card", idempotencyKey: "x" },
    ]);
    const cart = messagesOf(CartUpdateSchema, [
      { intent: "save", "items[0].product": "p", "items[0].quantity": "" },
      { intent: "save", "items[0].product": "p", "items[0].quantity": "1.5" },
      { intent: "save", "items[0].product": "p", "items[0].quantity": "-1" },
      { intent: "save", "items[0].product": "p", "items[0].quantity": "100000" },
    ]);
    expect(checkout.length).toBeGreaterThan(10);
    expect(cart.length).toBe(4);
    expect([...checkout, ...cart].filter((message) => !known.has(message))).toEqual([]);
  });

  it("are sent to Urdu pages as English → Urdu, and not at all to English pages", () => {
    expect(messageTranslations("en")).toEqual({});
    const urdu = messageTranslations("ur");
    // A template in plural forms is keyed once per form (translateMessage), its English with the suffix.
    const sentKeys = Object.keys(urdu).map((key) => key.replace(PLURAL_SUFFIX, ""));
    expect([...new Set(sentKeys)].sort()).toEqual([...known].sort());
    expect(urdu[en.formErrors["address.enter.state"]]).not.toBe(en.formErrors["address.enter.state"]);
  });
});
