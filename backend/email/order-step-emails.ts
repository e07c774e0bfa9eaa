import { lineName } from "../../contract/line-name";
import type { Language } from "../../contract/languages";
import { type CancelReason, cancelReasonLabels, type OrderStep, orderTransitions } from "../../contract/order-lifecycle/stages";
import { refundMethodLabels } from "../../contract/order-lifecycle/refunds";
import { urduRefundMethods, urduStepDone } from "../../contract/order-steps-urdu";
import { localMobile } from "../../contract/phone";
import { formatOrderNumber } from "../lib/ids";
import type { ReturnLine } from "../../contract/order-lifecycle/returns";
import { type Order, refundedPaisaOf } from "../store/orders";
import { type Addressee, greeting, ltr, signOff } from "./mail-text";
import { formatPaisaExactly } from "../../contract/money";
import { orderDetails, type OrderForEmail } from "./templates";
import type { OutgoingMail } from "./mailer";

type OrderForStepEmail = Omit<OrderForEmail, "items"> &
  Pick<Order, "courier" | "courierTrackingId" | "courierTrackingUrl" | "cancelReason" | "refunds"> & {
    /** The shopper confirmed from their message's link: the operator's confirmation then made no call. */
    shopperConfirmedAt?: Date | null;
    /** A line's id names it in the return request's lines. */
    items: (OrderForEmail["items"][number] & { id?: string })[];
    returnRequest?: { lines: ReturnLine[] | null } | null;
  };

/** The requested lines the operator did not accept ("Sultan Handi (No. 5) × 1"), for the approval email. */
function notAccepted(order: OrderForStepEmail): string[] {
  return (order.returnRequest?.lines ?? []).flatMap((line) => {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    return line.refused && item ? [`${lineName(item)} × ${line.quantity}`] : [];
  });
}

/** The refund just recorded (the newest), and what all of them add up to; the email states both amounts exactly. */
function lastRefund(order: OrderForStepEmail) {
  const refund = order.refunds.at(-1);
  if (!refund) throw new Error(`A refund email for order ${order.orderNumber} names no refund`);
  return { refund, refundedPaisa: refundedPaisaOf(order), whole: refundedPaisaOf(order) >= order.totalPaisa };
}

/** What the shopper is told after each lifecycle step (the subject names the step, never the shopper). */
function stepMessage(order: OrderForStepEmail, step: OrderStep): string[] {
  switch (step) {
    case "confirm":
      return order.shopperConfirmedAt
        ? ["We have confirmed your order and are packing it for the courier."]
        : ["We have confirmed your order by phone and are packing it for the courier."];
    case "ship":
      return [
        `Your order is on its way with ${order.courier}. Please have ${formatPaisaExactly(order.totalPaisa)} ready in cash.`,
        `Courier tracking ID: ${order.courierTrackingId}`,
        ...(order.courierTrackingUrl ? [`Track it: ${order.courierTrackingUrl}`] : []),
      ];
    case "deliver":
      return [`Your order was delivered and ${formatPaisaExactly(order.totalPaisa)} was collected. Thank you!`];
    case "cancel":
      return [`Your order was cancelled (${order.cancelReason ? cancelReasonLabels[order.cancelReason] : "cancelled"}). Nothing is owed.`];
    case "return-to-sender":
      return ["The courier is bringing your order back to us, so it has been cancelled. Nothing is owed."];
    case "parcel-receive":
      return ["The parcel the courier brought back is with us again. Nothing is owed."];
    case "shopper-confirm":
      return ["Thank you for confirming your order. We will check it and hand it to the courier."];
    case "shopper-cancel":
      return ["You cancelled your order. Nothing is owed."];
    case "shopper-change": {
      const { lines, address } = orderDetails(order);
      return [
        "You changed your order. This is your order now:",
        ...lines.map((line) => `  ${line}`),
        `  Delivery: ${order.shippingPaisa === 0 ? "Free" : formatPaisaExactly(order.shippingPaisa)}`,
        `  Total (cash on delivery): ${formatPaisaExactly(order.totalPaisa)}`,
        "Delivering to:",
        ...address.map((line) => `  ${line}`),
        ...(order.customerPhone ? [`Phone: ${localMobile(order.customerPhone)}`] : []),
      ];
    }
    case "return-request":
      return ["We received your return request and will answer it shortly."];
    case "return-approve": {
      const refused = notAccepted(order);
      return [
        "Your return was approved. Please hand the item to the courier; we refund it once it is back with us.",
        ...(refused.length ? [`We could not accept the return of: ${refused.join(", ")}.`] : []),
      ];
    }
    case "return-refuse":
      return ["We are sorry: your return request was refused. Reply to this email if you have questions."];
    case "return-receive":
      return ["Your returned items are back with us. We will refund what you paid for them shortly."];
    case "refund": {
      const { refund, refundedPaisa, whole } = lastRefund(order);
      return [
        `Your returned item is back with us and ${formatPaisaExactly(refund.amountPaisa)} has been refunded to you by ${refundMethodLabels[refund.method]}.`,
        ...(refund.reference ? [`Refund reference: ${refund.reference}`] : []),
        whole
          ? `Everything you paid, ${formatPaisaExactly(order.totalPaisa)}, has now been refunded.`
          : `So far ${formatPaisaExactly(refundedPaisa)} of the ${formatPaisaExactly(order.totalPaisa)} you paid has been refunded.`,
      ];
    }
  }
}

/** Why the store cancelled, told to the shopper (the operator's labels speak of the shopper). */
const urduCancelReasons: Record<CancelReason, string> = {
  unreachable: "ہم فون پر آپ سے رابطہ نہیں کر سکے",
  "fake-order": "آرڈر جعلی لگا",
  "shopper-asked": "آپ کی درخواست پر",
  "out-of-stock": "پروڈکٹ اسٹاک میں نہیں رہی",
  other: "کسی اور وجہ سے",
};

const NOTHING_OWED = "آپ کو کوئی رقم ادا نہیں کرنی۔";

/** `stepMessage` in Urdu: the same facts, the figures and the courier's data kept left to right. */
function urduStepMessage(order: OrderForStepEmail, step: OrderStep): string[] {
  const total = ltr(formatPaisaExactly(order.totalPaisa));
  switch (step) {
    case "confirm":
      return order.shopperConfirmedAt
        ? ["ہم نے آپ کے آرڈر کی تصدیق کر لی ہے اور اسے کورئیر کے لیے پیک کر رہے ہیں۔"]
        : ["ہم نے فون پر آپ کے آرڈر کی تصدیق کر لی ہے اور اسے کورئیر کے لیے پیک کر رہے ہیں۔"];
    case "ship":
      return [
        // "Other" names no courier, and is no word to show in an Urdu sentence.
        `آپ کا آرڈر ${order.courier && order.courier !== "Other" ? `${ltr(order.courier)} کے ذریعے ` : ""}روانہ ہو گیا ہے۔ براہِ کرم ${total} نقد تیار رکھیں۔`,
        `کورئیر کی ٹریکنگ آئی ڈی: ${ltr(order.courierTrackingId ?? "")}`,
        ...(order.courierTrackingUrl ? ["اپنا پارسل یہاں ٹریک کریں:", `  ${order.courierTrackingUrl}`] : []),
      ];
    case "deliver":
      return [`آپ کا آرڈر پہنچا دیا گیا اور ${total} وصول ہو گئے۔ شکریہ!`];
    case "cancel":
      return [`آپ کا آرڈر منسوخ کر دیا گیا${order.cancelReason ? ` (${urduCancelReasons[order.cancelReason]})` : ""}۔ ${NOTHING_OWED}`];
    case "return-to-sender":
      return [`کورئیر آپ کا آرڈر ہمیں واپس لا رہا ہے، اس لیے اسے منسوخ کر دیا گیا ہے۔ ${NOTHING_OWED}`];
    case "parcel-receive":
      return [`کورئیر کا واپس لایا ہوا پارسل ہمیں مل گیا ہے۔ ${NOTHING_OWED}`];
    case "shopper-confirm":
      return ["اپنے آرڈر کی تصدیق کا شکریہ۔ ہم اسے دیکھ کر کورئیر کے حوالے کریں گے۔"];
    case "shopper-cancel":
      return [`آپ نے اپنا آرڈر منسوخ کر دیا۔ ${NOTHING_OWED}`];
    case "shopper-change": {
      const { lines, address } = orderDetails(order);
      return [
        "آپ نے اپنا آرڈر بدل دیا ہے۔ اب آپ کا آرڈر یہ ہے:",
        ...lines.map((line) => `  ${ltr(line)}`),
        `  ڈیلیوری: ${order.shippingPaisa === 0 ? "مفت" : ltr(formatPaisaExactly(order.shippingPaisa))}`,
        `  کل رقم (کیش آن ڈیلیوری): ${total}`,
        "ڈیلیوری کا پتا:",
        ...address.map((line) => `  ${ltr(line)}`),
        ...(order.customerPhone ? [`فون: ${ltr(localMobile(order.customerPhone))}`] : []),
      ];
    }
    case "return-request":
      return ["ہمیں آپ کی واپسی کی درخواست مل گئی ہے، ہم جلد اس کا جواب دیں گے۔"];
    case "return-approve": {
      const refused = notAccepted(order);
      return [
        "آپ کی واپسی منظور ہو گئی۔ براہِ کرم پروڈکٹ کورئیر کے حوالے کر دیں؛ ہمارے پاس واپس پہنچتے ہی ہم آپ کی رقم واپس کر دیں گے۔",
        ...(refused.length ? [`ان مصنوعات کی واپسی ہم قبول نہیں کر سکے: ${refused.map(ltr).join("، ")}`] : []),
      ];
    }
    case "return-refuse":
      return ["ہمیں افسوس ہے: آپ کی واپسی کی درخواست منظور نہیں ہوئی۔ کوئی سوال ہو تو اسی ای میل کا جواب دیں۔"];
    case "return-receive":
      return ["آپ کی واپس کی ہوئی مصنوعات ہمیں مل گئی ہیں۔ ان کی ادا کی ہوئی رقم ہم جلد واپس کر دیں گے۔"];
    case "refund": {
      const { refund, refundedPaisa, whole } = lastRefund(order);
      return [
        `آپ کی واپس کی ہوئی پروڈکٹ ہمیں مل گئی ہے اور ${ltr(formatPaisaExactly(refund.amountPaisa))} ${urduRefundMethods[refund.method]} کے ذریعے آپ کو واپس کر دیے گئے ہیں۔`,
        ...(refund.reference ? [`رقم واپسی کا حوالہ: ${ltr(refund.reference)}`] : []),
        whole
          ? `آپ کی ادا کی ہوئی پوری رقم، ${total}، واپس کر دی گئی ہے۔`
          : `اب تک آپ کے ادا کیے ہوئے ${total} میں سے ${ltr(formatPaisaExactly(refundedPaisa))} واپس کیے جا چکے ہیں۔`,
      ];
    }
  }
}

/** The shopper's email after a lifecycle step, in their saved language (English unless said). */
export function orderStepEmail(order: OrderForStepEmail, step: OrderStep, customer: Addressee, language: Language = "en"): OutgoingMail {
  const orderId = formatOrderNumber(order.orderNumber);
  if (language === "ur") {
    return {
      to: customer.email,
      subject: `آپ کا آرڈر ${ltr(orderId)}: ${urduStepDone[step]}`,
      text: [greeting(customer.name, "ur"), "", `آرڈر ${ltr(orderId)}`, ...urduStepMessage(order, step), "", signOff.ur].join("\n"),
    };
  }
  return {
    to: customer.email,
    subject: `Your order ${orderId}: ${orderTransitions[step].done}`,
    text: [greeting(customer.name, "en"), "", `Order ${orderId}`, ...stepMessage(order, step), "", signOff.en].join("\n"),
  };
}
