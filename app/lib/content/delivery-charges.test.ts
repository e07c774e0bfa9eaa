import { describe, expect, it } from "vitest";
import { defaultDeliveryRule } from "../../../contract/delivery-fee";
import { formatRupees } from "../../../contract/money";
import { delivery as en } from "~/locales/en/delivery";
import { delivery as ur } from "~/locales/ur/delivery";
import { deliveryChargeLines, deliveryPromise } from "./delivery-charges";

const rupees = (amount: number) => formatRupees(amount);

describe("deliveryChargeLines", () => {
  it("states the policy's figures by default, in both languages", () => {
    expect(deliveryChargeLines(defaultDeliveryRule, en, rupees)).toEqual([
      "Free delivery on orders of Rs 5,000 or more.",
      "A flat fee of Rs 200 on orders below Rs 5,000.",
    ]);
    expect(deliveryChargeLines(defaultDeliveryRule, ur, rupees)).toEqual([
      "Rs 5,000 یا اس سے زیادہ کے آرڈر پر ڈیلیوری مفت۔",
      "Rs 5,000 سے کم کے آرڈر پر Rs 200 مقررہ خرچ۔",
    ]);
    expect(deliveryPromise(defaultDeliveryRule, en, rupees)).toEqual({
      name: "Free shipping",
      text: "On every order of Rs 5,000 or more.",
    });
  });

  it("writes whatever rule the operator set: no threshold, cities, weight", () => {
    const rule = {
      flatFeeRupees: 250,
      freeFromRupees: null,
      cityOverrides: [
        { city: "Gilgit", feeRupees: 600 },
        { city: "Gwadar", feeRupees: null },
      ],
      weightCharge: { overKg: 10, perKgRupees: 40 },
    };
    expect(deliveryChargeLines(rule, en, rupees)).toEqual([
      "A flat delivery fee of Rs 250 on every order.",
      "Delivery to Gilgit: Rs 600 on every order.",
      "We don't deliver to Gwadar yet.",
      "Orders over 10 kg: Rs 40 more for each kilogram, or part of one, over that.",
    ]);
    expect(deliveryPromise(rule, en, rupees)).toEqual({
      name: "Delivery across Pakistan",
      text: "A flat delivery fee of Rs 250 on every order.",
    });
    expect(deliveryChargeLines({ ...rule, flatFeeRupees: 0, cityOverrides: [], weightCharge: null }, en, rupees)).toEqual([
      "Free delivery on every order.",
    ]);
  });
});
