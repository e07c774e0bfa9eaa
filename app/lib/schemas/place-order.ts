import { z } from "zod";
import { MAX_ID_LENGTH } from "../../../contract/limits";
import { SELECT_ADDRESS } from "../../../contract/messages";
export const ACCEPT_TERMS = "Please accept the terms and conditions";

export const deliveryMethods = [
  { value: "standard", label: "Standard Delivery", description: "Free, 3-5 business days", fee: 0, enabled: true },
  { value: "express", label: "Express Delivery", description: "1-2 business days", fee: 9.99, enabled: false },
] as const;

export const paymentMethods = [
  { value: "card", label: "Credit/Debit Card", description: "Currently unavailable", enabled: false },
  { value: "cod", label: "Cash on Delivery", description: "Pay when you receive your order", enabled: true },
] as const;

/** Place Order: an address of the shopper's, the terms accepted, and the only methods on offer. */
export const PlaceOrderSchema = z.object({
  shippingAddress: z.string({ required_error: SELECT_ADDRESS }).trim().min(1, SELECT_ADDRESS).max(MAX_ID_LENGTH, SELECT_ADDRESS),
  deliveryMethod: z.enum(["standard"], { errorMap: () => ({ message: "Express Delivery is currently unavailable" }) }).default("standard"),
  paymentMethod: z.enum(["cod"], { errorMap: () => ({ message: "Only Cash on Delivery is available at the moment" }) }).default("cod"),
  terms: z.boolean({ required_error: ACCEPT_TERMS }).refine((accepted) => accepted, ACCEPT_TERMS),
  idempotencyKey: z
    .string({ required_error: "Please reload the page and try again" })
    .trim()
    .regex(/^[A-Za-z0-9-]{8,100}$/, "Please reload the page and try again"),
});

export type PlaceOrderInput = z.infer<typeof PlaceOrderSchema>;

/** 'Set as default' at checkout posts the place-order form; it needs only the selected address. */
export const SetDefaultAddressSchema = z.object({
  shippingAddress: z.string({ required_error: SELECT_ADDRESS }).trim().min(1, SELECT_ADDRESS).max(MAX_ID_LENGTH, SELECT_ADDRESS),
});
