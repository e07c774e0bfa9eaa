import { business } from "../../contract/business";
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

export function orderConfirmationEmail(order: OrderForEmail, customer: { name: string; email: string }): OutgoingMail {
  const orderId = formatOrderNumber(order.orderNumber);
  const lines = order.items.map(
    (item) => `  ${item.quantity} × ${item.name}${item.size ? ` (${item.size})` : ""}: ${rupees(item.unitPricePaisa * item.quantity)}`,
  );
  const address = order.shippingAddress;
  return {
    to: customer.email,
    subject: `Your order ${orderId} is confirmed`,
    text: [
      `Dear ${customer.name || "customer"},`,
      "",
      `Thank you for your purchase. We have received your order ${orderId} and are preparing it.`,
      "",
      ...lines,
      `  Total (cash on delivery): ${rupees(order.totalPaisa)}`,
      "",
      "Delivering to:",
      `  ${address.street}`,
      `  ${address.city}, ${address.state} ${address.postalCode}`,
      `  ${address.country}`,
      "",
      `Tracking ID: ${order.trackingId}`,
      `Couriers: ${business.couriers.join(", ")}. You can change or cancel the order within ${business.orderChangeWindowHours} hours.`,
      "",
      "Happy cooking!",
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
