import { describe, expect, it } from "vitest";
import { englishOutsideIsolates } from "../test/urdu-text";
import { orderConfirmationEmail } from "./templates";

const order = {
  orderNumber: 100001,
  customerPhone: "+923001234567" as string | null,
  shippingPaisa: 0,
  totalPaisa: 1_040_050,
  shippingAddress: { street: "7 Canal View", city: "Lahore", state: "Punjab", postalCode: "54000", country: "Pakistan" },
  items: [
    { name: "Copper Handi", quantity: 2, size: "No. 2", unitPricePaisa: 460_000 },
    { name: "Marble Pan", quantity: 1, size: null, unitPricePaisa: 120_050 },
  ],
};
const customer = { name: "Ayesha Khan", email: "ayesha@example.test" };

describe("the order confirmation email", () => {
  it("is the English one, word for word, unless the order was placed in Urdu: received, not confirmed, and what happens next", () => {
    const english = {
      to: "ayesha@example.test",
      subject: "We have received your order CW-100001",
      text: [
        "Dear Ayesha Khan,",
        "",
        "Thank you for your purchase. We have received your order CW-100001.",
        "What happens next: we will call or message you at 0300 1234567 to confirm it, then hand it to the courier.",
        "",
        "  2 × Copper Handi (No. 2): Rs 9,200",
        "  1 × Marble Pan: Rs 1,200.50",
        "  Delivery: Free",
        "  Total (cash on delivery): Rs 10,400.50",
        "",
        "Delivering to:",
        "  7 Canal View",
        "  Lahore, Punjab 54000",
        "  Pakistan",
        "",
        "Couriers: TCS, Leopards, M&P. Within 2 hours, from your order page, you can change the address, the phone or the quantities until we confirm the order, and cancel it until it ships; the courier's tracking ID is emailed when it does.",
        "",
        "Happy cooking!",
      ].join("\n"),
    };
    expect(orderConfirmationEmail(order, customer)).toEqual(english);
    expect(orderConfirmationEmail(order, customer, "en")).toEqual(english);
    // No tracking ID before a courier has the parcel, and "confirmed" is the operator's word.
    expect(english.text).not.toMatch(/tracking ID:|TRK|confirmed/i);
    expect(orderConfirmationEmail({ ...order, customerPhone: null }, customer).text).toContain(
      "What happens next: we will contact you to confirm it, then hand it to the courier.",
    );
  });

  it("is in Urdu when the order was placed on an Urdu page, the order's figures kept left to right", () => {
    const mail = orderConfirmationEmail(order, customer, "ur");
    expect(mail.to).toBe("ayesha@example.test");
    expect(mail.subject).toBe("آپ کا آرڈر \u2066CW-100001\u2069 موصول ہو گیا!");
    expect(mail.text).toContain("آپ کی خریداری کا شکریہ");
    expect(mail.text).toContain("  \u20662 × Copper Handi (No. 2): Rs 9,200\u2069");
    expect(mail.text).toContain("  ڈیلیوری: مفت\n  کل رقم (کیش آن ڈیلیوری): \u2066Rs 10,400.50\u2069");
    expect(orderConfirmationEmail({ ...order, shippingPaisa: 20_000 }, customer, "ur").text).toContain("  ڈیلیوری: \u2066Rs 200\u2069\n");
    expect(mail.text).toContain("\u2066Lahore, Punjab 54000\u2069");
    expect(mail.text).toContain("ہم تصدیق کے لیے آپ کو \u20660300 1234567\u2069 پر کال یا میسج کریں گے");
    expect(mail.text).not.toContain("تصدیق ہو گئی");
    expect(orderConfirmationEmail({ ...order, customerPhone: null }, customer, "ur").text).toContain(
      "آگے کیا ہوگا: ہم تصدیق کے لیے آپ سے رابطہ کریں گے، پھر آرڈر کورئیر کے حوالے کریں گے۔",
    );
    // No English sentence of the English email is left in it.
    for (const english of ["Dear", "Thank you", "Delivering to", "Tracking ID", "Couriers:", "Happy cooking"]) {
      expect(mail.text).not.toContain(english);
    }
    // Nor any English word outside the isolated figures, name and product data.
    expect(englishOutsideIsolates(`${mail.subject}\n${mail.text}`)).toEqual([]);
  });
});
