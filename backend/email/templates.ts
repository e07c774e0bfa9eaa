import { business } from "../../contract/business";
import type { OutgoingMail } from "./mailer";

type OrderForEmail = {
  orderId: string;
  trackingId: string;
  items: { name: string; quantity: number; size: string | null; price: number }[];
  totalAmount: number;
  shippingAddress: { street: string; city: string; state: string; country: string; postalCode: string };
};

const rupees = (amount: number) => `Rs ${amount.toLocaleString("en-PK", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export function orderConfirmationEmail(order: OrderForEmail, customer: { name: string; email: string }): OutgoingMail {
  const lines = order.items.map(
    (item) => `  ${item.quantity} × ${item.name}${item.size ? ` (${item.size})` : ""}: ${rupees(item.price * item.quantity)}`,
  );
  const address = order.shippingAddress;
  return {
    to: customer.email,
    subject: `Your order ${order.orderId} is confirmed`,
    text: [
      `Dear ${customer.name || "customer"},`,
      "",
      `Thank you for your purchase. We have received your order ${order.orderId} and are preparing it.`,
      "",
      ...lines,
      `  Total (cash on delivery): ${rupees(order.totalAmount)}`,
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
