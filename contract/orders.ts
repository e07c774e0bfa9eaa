import { z } from "zod";
import type { AddressParts } from "./addresses";
import { languageField } from "./language-fields";
import { MAX_ID_LENGTH } from "./limits";
import { SELECT_ADDRESS } from "./messages";
import type { OrderLifecycleJson } from "./order-lifecycle/answers";
import type { ReturnExclusion } from "./order-lifecycle/return-policy";

export const orderStatuses = ["Processing", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The spec's three, the two a refund leaves a paid order in (contract/order-lifecycle/refunds.ts), and
 * Cancelled: a cash-on-delivery order cancelled before anything was paid (nothing failed).
 */
export const paymentStatuses = ["Pending", "Paid", "Failed", "Partially refunded", "Refunded", "Cancelled"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The payment methods an order may be placed with today. */
export const enabledPaymentMethods = ["cod"] as const;

/**
 * `POST /orders/create`: the selected address (its id, or the address object), the payment method,
 * and the language of the page the order was placed on: the confirmation email is written in it.
 */
export const placeOrderBody = z.object({
  shippingAddress: z
    .union(
      [z.string().trim().max(MAX_ID_LENGTH), z.object({ _id: z.string().trim().max(MAX_ID_LENGTH) }).transform((address) => address._id)],
      { errorMap: () => ({ message: SELECT_ADDRESS }) },
    )
    .optional(),
  paymentMethod: z.string({ invalid_type_error: "Choose a payment method" }).trim().max(50).default("cod"),
  language: languageField.default("en"),
  /** "Don't message me on WhatsApp": the operator confirms by calling. */
  noMessages: z.boolean().default(false),
  // The page's copy of the user: accepted for compatibility, never trusted.
  userData: z.unknown().optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

/** The `Idempotency-Key` header of `POST /orders/create`: one order however often it is sent. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, "Idempotency-Key must be 1 to 200 visible ASCII characters")
  .optional();

export type OrderItemJson = {
  _id: string;
  product: { _id: string; name: string };
  name: string;
  quantity: number;
  size: string | null;
  price: number;
  /** Why the line cannot be returned (a final sale, or bought on sale); null when it can be. */
  returnExclusion: ReturnExclusion | null;
};

/**
 * An order as `GET /orders/history` and `GET /orders/{orderId}` answer it; money in rupees.
 * `trackingId` is the courier's consignment number once shipped, the store's own reference before
 * (contract/order-lifecycle.ts); the lifecycle fields are there too.
 */
export type OrderJson = OrderLifecycleJson & {
  _id: string;
  orderId: string;
  trackingId: string | null;
  /** The store's own reference (TRK…), made at placement: "Order reference" wherever it is shown, never a tracking ID. */
  orderReference: string;
  createdAt: string;
  updatedAt: string;
  items: OrderItemJson[];
  subtotal: number;
  shippingFee: number;
  tax: number;
  totalAmount: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  shippingAddress: AddressParts;
  /** The shopper's name and phone as they were when the order was placed; null on orders from before they were kept. */
  customerName: string | null;
  customerPhone: string | null;
};

/** `POST /orders/create`: 201 for a new order, 200 when the Idempotency-Key was seen before. */
export type PlacedOrderJson = { orderId: string; order: OrderJson };
