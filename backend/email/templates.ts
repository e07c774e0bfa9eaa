import { business } from "../../contract/business";
import type { Language } from "../../contract/languages";
import { formatOrderNumber } from "../lib/ids";
import type { Order } from "../store/orders";
import { type Addressee, greeting, ltr, rupees, signOff } from "./mail-text";
import type { OutgoingMail } from "./mailer";

type OrderForEmail = Pick<Order, "orderNumber" | "trackingId" | "shippingPaisa" | "totalPaisa" | "shippingAddress"> & {
  items: Pick<Order["items"][number], "name" | "quantity" | "size" | "unitPricePaisa">[];
};

/** The order's lines and address as the confirmation prints them, in either language (product data stays as it is). */
function orderDetails(order: OrderForEmail) {
  const address = order.shippingAddress;
  return {
    orderId: formatOrderNumber(order.orderNumber),
    lines: order.items.map(
      (item) => `${item.quantity} × ${item.name}${item.size ? ` (${item.size})` : ""}: ${rupees(item.unitPricePaisa * item.quantity)}`,
    ),
    address: [address.street, `${address.city}, ${address.state} ${address.postalCode}`, address.country],
  };
}

/** The confirmation in the language of the page the order was placed on (English unless said). */
export function orderConfirmationEmail(order: OrderForEmail, customer: Addressee, language: Language = "en"): OutgoingMail {
  if (language === "ur") return urduOrderConfirmationEmail(order, customer);
  const { orderId, lines, address } = orderDetails(order);
  return {
    to: customer.email,
    subject: `Your order ${orderId} is confirmed`,
    text: [
      greeting(customer.name, "en"),
      "",
      `Thank you for your purchase. We have received your order ${orderId} and are preparing it.`,
      "",
      ...lines.map((line) => `  ${line}`),
      `  Delivery: ${order.shippingPaisa === 0 ? "Free" : rupees(order.shippingPaisa)}`,
      `  Total (cash on delivery): ${rupees(order.totalPaisa)}`,
      "",
      "Delivering to:",
      ...address.map((line) => `  ${line}`),
      "",
      `Tracking ID: ${order.trackingId}`,
      `Couriers: ${business.couriers.join(", ")}. You can change or cancel the order within ${business.orderChangeWindowHours} hours.`,
      "",
      signOff.en,
    ].join("\n"),
  };
}

function urduOrderConfirmationEmail(order: OrderForEmail, customer: Addressee): OutgoingMail {
  const { orderId, lines, address } = orderDetails(order);
  return {
    to: customer.email,
    subject: `آپ کے آرڈر ${ltr(orderId)} کی تصدیق ہو گئی`,
    text: [
      greeting(customer.name, "ur"),
      "",
      `آپ کی خریداری کا شکریہ۔ ہمیں آپ کا آرڈر ${ltr(orderId)} مل گیا ہے اور ہم اسے تیار کر رہے ہیں۔`,
      "",
      ...lines.map((line) => `  ${ltr(line)}`),
      `  ترسیل: ${order.shippingPaisa === 0 ? "مفت" : ltr(rupees(order.shippingPaisa))}`,
      `  کل رقم (کیش آن ڈیلیوری): ${ltr(rupees(order.totalPaisa))}`,
      "",
      "ڈیلیوری کا پتا:",
      ...address.map((line) => `  ${ltr(line)}`),
      "",
      `ٹریکنگ آئی ڈی: ${ltr(order.trackingId)}`,
      `کورئیر: ${ltr(business.couriers.join(", "))}۔ آپ ${business.orderChangeWindowHours} گھنٹے کے اندر آرڈر بدل یا منسوخ کر سکتے ہیں۔`,
      "",
      signOff.ur,
    ].join("\n"),
  };
}

export function contactMessageEmail(
  inbox: string,
  message: { name: string; email: string; phone: string | null; subject: string | null; message: string },
): OutgoingMail {
  return {
    to: inbox,
    // The subject is logged when SMTP is off, so it carries no personal data.
    subject: `Contact form: ${message.subject ?? "general"}`,
    replyTo: message.email,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Phone: ${message.phone ?? "not given"}`,
      `Subject: ${message.subject ?? "general"}`,
      "",
      message.message,
    ].join("\n"),
  };
}
