import { business } from "../../contract/business";
import type { Language } from "../../contract/languages";
import { RESET_LINK_LIFETIME_MINUTES } from "../../contract/limits";
import { paisaToRupees } from "../../contract/money";
import { cancelReasonLabels, type OrderStep, orderTransitions } from "../../contract/order-lifecycle";
import { formatOrderNumber } from "../lib/ids";
import type { Order } from "../store/orders";
import type { OutgoingMail } from "./mailer";

type OrderForEmail = Pick<Order, "orderNumber" | "trackingId" | "totalPaisa" | "shippingAddress"> & {
  items: Pick<Order["items"][number], "name" | "quantity" | "size" | "unitPricePaisa">[];
};

const rupees = (paisa: number) =>
  `Rs ${paisaToRupees(paisa).toLocaleString("en-PK", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

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
export function orderConfirmationEmail(
  order: OrderForEmail,
  customer: { name: string; email: string },
  language: Language = "en",
): OutgoingMail {
  if (language === "ur") return urduOrderConfirmationEmail(order, customer);
  const { orderId, lines, address } = orderDetails(order);
  return {
    to: customer.email,
    subject: `Your order ${orderId} is confirmed`,
    text: [
      `Dear ${customer.name || "customer"},`,
      "",
      `Thank you for your purchase. We have received your order ${orderId} and are preparing it.`,
      "",
      ...lines.map((line) => `  ${line}`),
      `  Total (cash on delivery): ${rupees(order.totalPaisa)}`,
      "",
      "Delivering to:",
      ...address.map((line) => `  ${line}`),
      "",
      `Tracking ID: ${order.trackingId}`,
      `Couriers: ${business.couriers.join(", ")}. You can change or cancel the order within ${business.orderChangeWindowHours} hours.`,
      "",
      "Happy cooking!",
    ].join("\n"),
  };
}

// Left-to-right isolates (U+2066 … U+2069), plain text's <bdi dir="ltr">: order numbers, amounts,
// addresses and product names keep their order inside the Urdu sentences.
const ltr = (text: string) => `\u2066${text}\u2069`;

function urduOrderConfirmationEmail(order: OrderForEmail, customer: { name: string; email: string }): OutgoingMail {
  const { orderId, lines, address } = orderDetails(order);
  return {
    to: customer.email,
    subject: `آپ کے آرڈر ${ltr(orderId)} کی تصدیق ہو گئی`,
    text: [
      `محترم ${customer.name ? ltr(customer.name) : "گاہک"}،`,
      "",
      `آپ کی خریداری کا شکریہ۔ ہمیں آپ کا آرڈر ${ltr(orderId)} مل گیا ہے اور ہم اسے تیار کر رہے ہیں۔`,
      "",
      ...lines.map((line) => `  ${ltr(line)}`),
      `  کل رقم (کیش آن ڈیلیوری): ${ltr(rupees(order.totalPaisa))}`,
      "",
      "ڈیلیوری کا پتا:",
      ...address.map((line) => `  ${ltr(line)}`),
      "",
      `ٹریکنگ آئی ڈی: ${ltr(order.trackingId)}`,
      `کورئیر: ${ltr(business.couriers.join(", "))}۔ آپ ${business.orderChangeWindowHours} گھنٹے کے اندر آرڈر بدل یا منسوخ کر سکتے ہیں۔`,
      "",
      "کھانا پکانے کا مزہ لیں!",
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

// Subjects are logged when SMTP is off, so they carry neither personal data nor the link.
const greeting = (name: string) => `Dear ${name || "customer"},`;

export function passwordResetEmail(account: { name: string; email: string }, link: string): OutgoingMail {
  return {
    to: account.email,
    subject: "Reset your Cookware.pk password",
    text: [
      greeting(account.name),
      "",
      "Someone (we hope you) asked to reset the password of your Cookware.pk account. To choose a new one, open:",
      "",
      `  ${link}`,
      "",
      `The link works once, for ${RESET_LINK_LIFETIME_MINUTES} minutes. Choosing a new password signs your account out everywhere.`,
      "If you did not ask for it, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
}

export function passwordChangedEmail(account: { name: string; email: string }, forgotPasswordLink: string | undefined): OutgoingMail {
  return {
    to: account.email,
    subject: "Your Cookware.pk password was changed",
    text: [
      greeting(account.name),
      "",
      "The password of your Cookware.pk account was just changed, and every device signed in to it was signed out.",
      "",
      `If that was not you, choose a new password now${forgotPasswordLink ? `: ${forgotPasswordLink}` : " with “Forgot password?” on the sign-in page."}`,
    ].join("\n"),
  };
}

export function signUpAttemptEmail(
  account: { name: string; email: string },
  links: { signIn: string; forgotPassword: string },
): OutgoingMail {
  return {
    to: account.email,
    subject: "Someone tried to create a Cookware.pk account with your email",
    text: [
      greeting(account.name),
      "",
      "Someone tried to create a new Cookware.pk account with this email address, which already has an account.",
      "",
      `If it was you, sign in instead: ${links.signIn}`,
      `Forgot your password? Choose a new one: ${links.forgotPassword}`,
      "",
      "If it was not you, you need do nothing: no account was created and yours is unchanged.",
    ].join("\n"),
  };
}

/** What the shopper is told after each lifecycle step (the subject names the step, never the shopper). */
function stepMessage(order: Order, step: OrderStep): string[] {
  switch (step) {
    case "confirm":
      return ["We have confirmed your order by phone and are packing it for the courier."];
    case "ship":
      return [
        `Your order is on its way with ${order.courier}. Please have ${rupees(order.totalPaisa)} ready in cash.`,
        `Courier tracking ID: ${order.courierTrackingId}`,
        ...(order.courierTrackingUrl ? [`Track it: ${order.courierTrackingUrl}`] : []),
      ];
    case "deliver":
      return [`Your order was delivered and ${rupees(order.totalPaisa)} was collected. Thank you!`];
    case "cancel":
      return [`Your order was cancelled (${order.cancelReason ? cancelReasonLabels[order.cancelReason] : "cancelled"}). Nothing is owed.`];
    case "return-to-sender":
      return ["The courier returned your order to us, so it has been cancelled. Nothing is owed."];
    case "shopper-cancel":
      return ["You cancelled your order. Nothing is owed."];
    case "return-request":
      return ["We received your return request and will answer it shortly."];
    case "return-approve":
      return ["Your return was approved. Please hand the item to the courier; we refund it once it is back with us."];
    case "return-refuse":
      return ["We are sorry: your return request was refused. Reply to this email if you have questions."];
    case "refund":
      return [`Your returned item is back with us and ${rupees(order.totalPaisa)} has been refunded.`];
  }
}

export function orderStepEmail(order: Order, step: OrderStep, customer: { name: string; email: string }): OutgoingMail {
  const orderId = formatOrderNumber(order.orderNumber);
  return {
    to: customer.email,
    subject: `Your order ${orderId}: ${orderTransitions[step].done}`,
    text: [greeting(customer.name), "", `Order ${orderId}`, ...stepMessage(order, step), "", "Happy cooking!"].join("\n"),
  };
}
