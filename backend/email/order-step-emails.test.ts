import { describe, expect, it } from "vitest";
import { type OrderStep, orderTransitions } from "../../contract/order-lifecycle/stages";
import { urduStepDone } from "../../contract/order-steps-urdu";
import { englishOutsideIsolates } from "../test/urdu-text";
import { orderStepEmail } from "./order-step-emails";

function refundOf(amountPaisa: number, reference: string | null) {
  return { id: "r1", orderId: "o1", amountPaisa, method: "jazzcash" as const, reference, recordedBy: "u1", recordedAt: new Date() };
}

const order = {
  orderNumber: 100001,
  totalPaisa: 1_040_050,
  courier: "TCS" as const,
  courierTrackingId: "TCS-778899",
  courierTrackingUrl: "https://www.tcsexpress.com/track/TCS-778899",
  cancelReason: "unreachable" as const,
  refunds: [refundOf(500_000, "JC-4411")],
  shippingPaisa: 20_000,
  shippingAddress: { street: "12 Canal Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" },
  customerPhone: "+923001234567",
  items: [{ name: "Sultan Handi", size: "No. 5", quantity: 2, unitPricePaisa: 510_025 }],
};
const customer = { name: "Ayesha Khan", email: "ayesha@example.test" };
const steps = Object.keys(orderTransitions) as OrderStep[];

/** Each step's English lines, word for word as the store has always sent them. */
const englishLines: Record<OrderStep, string[]> = {
  confirm: ["We have confirmed your order by phone and are packing it for the courier."],
  ship: [
    "Your order is on its way with TCS. Please have Rs 10,400.50 ready in cash.",
    "Courier tracking ID: TCS-778899",
    "Track it: https://www.tcsexpress.com/track/TCS-778899",
  ],
  deliver: ["Your order was delivered and Rs 10,400.50 was collected. Thank you!"],
  cancel: ["Your order was cancelled (Shopper unreachable). Nothing is owed."],
  "return-to-sender": ["The courier is bringing your order back to us, so it has been cancelled. Nothing is owed."],
  "parcel-receive": ["The parcel the courier brought back is with us again. Nothing is owed."],
  "shopper-confirm": ["Thank you for confirming your order. We will check it and hand it to the courier."],
  "shopper-cancel": ["You cancelled your order. Nothing is owed."],
  "shopper-change": [
    "You changed your order. This is your order now:",
    "  2 × Sultan Handi (No. 5): Rs 10,200.50",
    "  Delivery: Rs 200",
    "  Total (cash on delivery): Rs 10,400.50",
    "Delivering to:",
    "  12 Canal Road",
    "  Lahore, Punjab 54000",
    "  Pakistan",
    "Phone: 0300 1234567",
  ],
  "return-request": ["We received your return request and will answer it shortly."],
  "return-approve": ["Your return was approved. Please hand the item to the courier; we refund it once it is back with us."],
  "return-refuse": ["We are sorry: your return request was refused. Reply to this email if you have questions."],
  "return-receive": ["Your returned items are back with us. We will refund what you paid for them shortly."],
  refund: [
    "Your returned item is back with us and Rs 5,000 has been refunded to you by JazzCash.",
    "Refund reference: JC-4411",
    "So far Rs 5,000 of the Rs 10,400.50 you paid has been refunded.",
  ],
};

describe("the order step emails", () => {
  for (const step of steps) {
    it(`after "${step}": English word for word unless the shopper saved Urdu`, () => {
      const english = {
        to: "ayesha@example.test",
        subject: `Your order CW-100001: ${orderTransitions[step].done}`,
        text: ["Dear Ayesha Khan,", "", "Order CW-100001", ...englishLines[step], "", "Happy cooking!"].join("\n"),
      };
      expect(orderStepEmail(order, step, customer)).toEqual(english);
      expect(orderStepEmail(order, step, customer, "en")).toEqual(english);
    });

    it(`after "${step}": in Urdu for a shopper who saved Urdu, the order's figures left to right`, () => {
      const mail = orderStepEmail(order, step, customer, "ur");
      expect(mail.to).toBe("ayesha@example.test");
      expect(mail.subject).toBe(`آپ کا آرڈر \u2066CW-100001\u2069: ${urduStepDone[step]}`);
      expect(mail.text.split("\n").slice(0, 3)).toEqual(["السلام علیکم \u2066Ayesha Khan\u2069،", "", "آرڈر \u2066CW-100001\u2069"]);
      expect(mail.text.endsWith("کھانا پکانے کا مزہ لیں!")).toBe(true);
      expect(englishOutsideIsolates(`${mail.subject}\n${mail.text}`)).toEqual([]);
      if (["ship", "deliver", "refund", "shopper-change"].includes(step)) expect(mail.text).toContain("\u2066Rs 10,400.50\u2069");
    });
  }

  it("shipped, in Urdu: the courier and its tracking ID isolated, the tracking link alone on its line", () => {
    const lines = orderStepEmail(order, "ship", customer, "ur").text.split("\n");
    expect(lines).toContain("آپ کا آرڈر \u2066TCS\u2069 کے ذریعے روانہ ہو گیا ہے۔ براہِ کرم \u2066Rs 10,400.50\u2069 نقد تیار رکھیں۔");
    expect(lines).toContain("کورئیر کی ٹریکنگ آئی ڈی: \u2066TCS-778899\u2069");
    expect(lines).toContain("  https://www.tcsexpress.com/track/TCS-778899");
    // Another courier is named by no English word, and without a tracking page there is no link.
    const other = orderStepEmail({ ...order, courier: "Other", courierTrackingUrl: null }, "ship", customer, "ur").text;
    expect(other).toContain("آپ کا آرڈر روانہ ہو گیا ہے۔");
    expect(englishOutsideIsolates(other)).toEqual([]);
    expect(other).not.toContain("https://");
  });

  it("refunded: the amount of this refund and of all of them, exactly, in both languages", () => {
    const whole = { ...order, refunds: [refundOf(500_000, "JC-4411"), refundOf(540_050, null)] };
    expect(orderStepEmail(whole, "refund", customer).text.split("\n").slice(3, -2)).toEqual([
      "Your returned item is back with us and Rs 5,400.50 has been refunded to you by JazzCash.",
      "Everything you paid, Rs 10,400.50, has now been refunded.",
    ]);
    const partUrdu = orderStepEmail(order, "refund", customer, "ur").text.split("\n");
    expect(partUrdu).toContain(
      "آپ کی واپس کی ہوئی پروڈکٹ ہمیں مل گئی ہے اور \u2066Rs 5,000\u2069 جاز کیش کے ذریعے آپ کو واپس کر دیے گئے ہیں۔",
    );
    expect(partUrdu).toContain("رقم واپسی کا حوالہ: \u2066JC-4411\u2069");
    expect(partUrdu).toContain("اب تک آپ کے ادا کیے ہوئے \u2066Rs 10,400.50\u2069 میں سے \u2066Rs 5,000\u2069 واپس کیے جا چکے ہیں۔");
    expect(orderStepEmail(whole, "refund", customer, "ur").text).toContain(
      "آپ کی ادا کی ہوئی پوری رقم، \u2066Rs 10,400.50\u2069، واپس کر دی گئی ہے۔",
    );
  });

  it("cancelled, in Urdu: the reason told to the shopper, or none when the store gave none", () => {
    const partly = {
      ...order,
      items: [
        { ...order.items[0], id: "line-1" },
        { id: "line-2", name: "Zaiqa Fry Pan", size: null, quantity: 1, unitPricePaisa: 300_000 },
      ],
      returnRequest: {
        lines: [
          { itemId: "line-1", quantity: 2 },
          { itemId: "line-2", quantity: 1, refused: true as const },
        ],
      },
    };
    expect(orderStepEmail(partly, "return-approve", customer).text).toContain("We could not accept the return of: Zaiqa Fry Pan × 1.");
    expect(orderStepEmail(partly, "return-approve", customer, "ur").text).toContain("ان مصنوعات کی واپسی ہم قبول نہیں کر سکے:");
    expect(orderStepEmail(order, "cancel", customer, "ur").text).toContain(
      "آپ کا آرڈر منسوخ کر دیا گیا (ہم فون پر آپ سے رابطہ نہیں کر سکے)۔ آپ کو کوئی رقم ادا نہیں کرنی۔",
    );
    expect(orderStepEmail({ ...order, cancelReason: null }, "cancel", customer, "ur").text).toContain(
      "آپ کا آرڈر منسوخ کر دیا گیا۔ آپ کو کوئی رقم ادا نہیں کرنی۔",
    );
    expect(orderStepEmail({ ...order, cancelReason: null }, "cancel", customer).text).toContain(
      "Your order was cancelled (cancelled). Nothing is owed.",
    );
  });

  it("greets a shopper without a name in either language", () => {
    expect(orderStepEmail(order, "confirm", { ...customer, name: "" }).text).toMatch(/^Dear customer,/);
    expect(orderStepEmail(order, "confirm", { ...customer, name: "" }, "ur").text).toMatch(/^السلام علیکم،\n/);
  });
});
