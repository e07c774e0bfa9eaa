import { business } from "../../contract/business";
import { paisaToRupees } from "../../contract/money";
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
