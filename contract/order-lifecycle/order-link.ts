/**
 * The link in a cash-on-delivery order's message: a page that needs no sign-in, where the shopper
 * confirms or cancels the order they placed. Its token is signed by the backend
 * (backend/messages/order-link-token.ts), and it is used once: either button moves the order on, and
 * the page then shows where the order is with no buttons.
 */
import { z } from "zod";
import type { OrderStage } from "./stages";

/** How long the link in a message works. */
export const ORDER_LINK_TTL_HOURS = 48;

/** The storefront's page for a link's token. */
export const ORDER_LINK_PAGE = "/confirm-order";
export const orderLinkPath = (token: string) => `${ORDER_LINK_PAGE}/${token}`;
/** The backend's answer for a token: the order (GET) and the shopper's decision (POST). */
export const orderLinkApiPath = (token: string) => `/order-links/${encodeURIComponent(token)}`;

/** What a token looks like, before its signature is checked: base64url parts joined by a dot. */
export const ORDER_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{20,100}$/;

export const orderLinkDecisions = ["confirm", "cancel"] as const;
export type OrderLinkDecision = (typeof orderLinkDecisions)[number];
export const orderLinkDecisionBody = z.object({ decision: z.enum(orderLinkDecisions) });
export type OrderLinkDecisionBody = z.input<typeof orderLinkDecisionBody>;

/** How a shopper's message reaches them; the file transport keeps it on disk (a store without a sender yet). */
export const messageChannels = ["whatsapp", "sms", "file"] as const;
export type MessageChannel = (typeof messageChannels)[number];
/** The audit row's words for the channel a shopper confirmed by ("confirmed by the shopper via WhatsApp"). */
export const messageChannelNotes: Record<MessageChannel, string> = {
  whatsapp: "via WhatsApp",
  sms: "via SMS",
  file: "via the message link",
};

/** The order as its link's page shows it: no address or phone, since a message can be forwarded. */
export type OrderLinkJson = {
  orderNumber: string;
  stage: OrderStage;
  items: { name: string; size: string | null; quantity: number }[];
  totalPaisa: number;
  city: string;
  /** The buttons are offered: the order awaits confirmation and the link has not expired. */
  open: boolean;
  /** The link is older than ORDER_LINK_TTL_HOURS (the order is shown, without buttons). */
  expired: boolean;
};

export const ORDER_LINK_INVALID = "This link is not valid. Please open the link from your message again, or contact us.";
export const ORDER_LINK_CLOSED = "This order can no longer be confirmed or cancelled from this link.";

/** A message to the order's shopper as the back office shows it: a failed one never blocks the order. */
export type OrderMessageJson = {
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  queuedAt: string;
  sentAt: string | null;
};
export const orderMessageStatusLabels: Record<OrderMessageJson["status"], string> = {
  pending: "Message waiting to be sent",
  sent: "Message sent",
  failed: "Message failed",
};

/** The first message and one more sent by the operator ("can resend once"). */
export const MAX_ORDER_MESSAGES = 2;
/** Again, while the shopper has not answered: the order awaits confirmation, they did not opt out, and only the first went. */
export function mayResendOrderMessage(order: { stage: OrderStage; messageCount: number; noMessages: boolean }): boolean {
  return order.stage === "awaiting-confirmation" && !order.noMessages && order.messageCount > 0 && order.messageCount < MAX_ORDER_MESSAGES;
}
export const RESEND_MESSAGE = "Send the message again";
/** The order page's form intent for it, beside the steps' own intents. */
export const RESEND_MESSAGE_INTENT = "resend-message";
export const MESSAGE_RESENT = "The message was sent again";
export const MESSAGE_NOT_RESENDABLE = "This order's message cannot be sent again: call the shopper instead";
export const SITE_ADDRESS_UNKNOWN = "The store's address is not known (set SITE_URL), so no link can be sent";
