import { business } from "../../contract/business";
import type { Language } from "../../contract/languages";
import { whatHappensNextText } from "../../contract/what-happens-next";
import { formatOrderNumber } from "../lib/ids";
import type { Order } from "../store/orders";
import { type Addressee, greeting, ltr, signOff } from "./mail-text";
import { formatPaisaExactly } from "../../contract/money";
import type { OutgoingMail } from "./mailer";

export type OrderForEmail = Pick<Order, "orderNumber" | "shippingPaisa" | "totalPaisa" | "shippingAddress" | "customerPhone"> & {
  items: Pick<Order["items"][number], "name" | "quantity" | "size" | "unitPricePaisa">[];
};

/** The order's lines and address as the confirmation prints them, in either language (product data stays as it is). */
export function orderDetails(order: OrderForEmail) {
  const address = order.shippingAddress;
  return {
    orderId: formatOrderNumber(order.orderNumber),
    lines: order.items.map(
      (item) =>
        `${item.quantity} × ${item.name}${item.size ? ` (${item.size})` : ""}: ${formatPaisaExactly(item.unitPricePaisa * item.quantity)}`,
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
    // Received, not confirmed: the word "confirmed" is the operator's, once they have called (issue 37).
    subject: `We have received your order ${orderId}`,
    text: [
      greeting(customer.name, "en"),
      "",
      `Thank you for your purchase. We have received your order ${orderId}.`,
      whatHappensNextText("en", order.customerPhone),
      "",
      ...lines.map((line) => `  ${line}`),
      `  Delivery: ${order.shippingPaisa === 0 ? "Free" : formatPaisaExactly(order.shippingPaisa)}`,
      `  Total (cash on delivery): ${formatPaisaExactly(order.totalPaisa)}`,
      "",
      "Delivering to:",
      ...address.map((line) => `  ${line}`),
      "",
      `Couriers: ${business.couriers.join(", ")}. Within ${business.orderChangeWindowHours} hours, from your order page, you can change the address, the phone or the quantities until we confirm the order, and cancel it until it ships; the courier's tracking ID is emailed when it does.`,
      "",
      signOff.en,
    ].join("\n"),
  };
}

function urduOrderConfirmationEmail(order: OrderForEmail, customer: Addressee): OutgoingMail {
  const { orderId, lines, address } = orderDetails(order);
  return {
    to: customer.email,
    subject: `آپ کا آرڈر ${ltr(orderId)} موصول ہو گیا!`,
    text: [
      greeting(customer.name, "ur"),
      "",
      `آپ کی خریداری کا شکریہ۔ ہمیں آپ کا آرڈر ${ltr(orderId)} مل گیا ہے۔`,
      whatHappensNextText("ur", order.customerPhone, ltr),
      "",
      ...lines.map((line) => `  ${ltr(line)}`),
      `  ڈیلیوری: ${order.shippingPaisa === 0 ? "مفت" : ltr(formatPaisaExactly(order.shippingPaisa))}`,
      `  کل رقم (کیش آن ڈیلیوری): ${ltr(formatPaisaExactly(order.totalPaisa))}`,
      "",
      "ڈیلیوری کا پتا:",
      ...address.map((line) => `  ${ltr(line)}`),
      "",
      `کورئیر: ${ltr(business.couriers.join(", "))}۔ ${business.orderChangeWindowHours} گھنٹے کے اندر آپ اپنے آرڈر کے صفحے سے، ہماری تصدیق سے پہلے، پتا، فون نمبر یا تعداد بدل سکتے ہیں، اور روانگی سے پہلے آرڈر منسوخ کر سکتے ہیں؛ روانگی پر کورئیر کی ٹریکنگ آئی ڈی ای میل کی جائے گی۔`,
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
