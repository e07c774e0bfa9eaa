import { describe, expect, it } from "vitest";
import { shopperContactLinks, telHref, whatsAppHref, whatsAppText } from "./shopper-contact";

const order = { orderId: "CW-100001", totalAmount: 12_900, language: "en" as const };

describe("reaching the shopper about an order", () => {
  it("calls the number in international form, whatever its spelling", () => {
    for (const phone of ["+923001234567", "0300 1234567", "0300-1234567"]) expect(telHref(phone)).toBe("tel:+923001234567");
    expect(telHref("042 1234567")).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it("opens WhatsApp at 92… without + or the leading 0, with the message in the order's language", () => {
    const href = whatsAppHref("0300 1234567", order)!;
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/923001234567");
    expect(url.searchParams.get("text")).toBe(
      "Assalam-o-alaikum, this is Cookware.pk about your order CW-100001 (cash on delivery: Rs 12,900). Shall we confirm it for dispatch?",
    );
    const urdu = new URL(whatsAppHref("+923001234567", { ...order, language: "ur" })!).searchParams.get("text")!;
    expect(urdu).toBe(whatsAppText({ ...order, language: "ur" }));
    expect(urdu).toMatch(/^السلام علیکم! /);
    // The number and the amount keep their order inside the right-to-left sentence.
    expect(urdu).toContain("\u2066CW-100001\u2069");
    expect(urdu).toContain("\u2066Rs 12,900\u2069");
    expect(whatsAppHref("not a phone", order)).toBeNull();
  });

  it("shows the phone as Pakistanis write it, and nothing for an order without one", () => {
    expect(shopperContactLinks("+923001234567", order)).toMatchObject({ phone: "0300 1234567", call: "tel:+923001234567" });
    expect(shopperContactLinks(null, order)).toBeNull();
  });
});
