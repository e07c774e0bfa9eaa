import { describe, expect, it } from "vitest";
import { paymentMethodLabel } from "./payment-method";

describe("paymentMethodLabel", () => {
  it("names cod Cash on Delivery", () => {
    expect(paymentMethodLabel("cod")).toBe("Cash on Delivery");
    expect(paymentMethodLabel("COD")).toBe("Cash on Delivery");
  });
  it("splits other names at capital letters", () => {
    expect(paymentMethodLabel("JazzCash")).toBe("Jazz Cash");
    expect(paymentMethodLabel("EasyPaisa")).toBe("Easy Paisa");
    expect(paymentMethodLabel("CreditCard")).toBe("Credit Card");
  });
  it("keeps single words and acronyms readable", () => {
    expect(paymentMethodLabel("Card")).toBe("Card");
    expect(paymentMethodLabel("bankTransfer")).toBe("bank Transfer");
    expect(paymentMethodLabel("HBLCard")).toBe("HBL Card");
  });
  it("answers an empty label for a missing method", () => {
    expect(paymentMethodLabel(undefined)).toBe("");
    expect(paymentMethodLabel("")).toBe("");
  });
});
