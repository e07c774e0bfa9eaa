import { z } from "zod";
import { MAX_ID_LENGTH } from "../../../contract/limits";
import { SELECT_ADDRESS } from "../../../contract/messages";
import { addressShape, requireEveryField, withChosenCity } from "./address";
import { mobileNumberField } from "./profile";
export const ACCEPT_TERMS = "Please accept the terms and conditions";
export const EXPRESS_UNAVAILABLE = "Express Delivery is currently unavailable";
export const COD_ONLY_FOR_NOW = "Only Cash on Delivery is available at the moment";
export const RELOAD_PAGE = "Please reload the page and try again";

export const deliveryMethods = [
  // Standard's fee is the delivery rule's for this cart and city (the backend's figure): `fee` is only Express's shown price.
  { value: "standard", label: "Standard Delivery", description: "3-5 business days", fee: null, enabled: true },
  { value: "express", label: "Express Delivery", description: "1-2 business days", fee: 9.99, enabled: false },
] as const;

export const paymentMethods = [
  { value: "card", label: "Credit/Debit Card", description: "Currently unavailable", enabled: false },
  { value: "cod", label: "Cash on Delivery", description: "Pay when you receive your order", enabled: true },
] as const;

export const deliveryMethod = (value: (typeof deliveryMethods)[number]["value"]) =>
  deliveryMethods.find((method) => method.value === value)!;
export const paymentMethod = (value: (typeof paymentMethods)[number]["value"]) => paymentMethods.find((method) => method.value === value)!;

/** The delivery choice that means "the address typed below", saved as the order is placed. */
export const NEW_ADDRESS = "new";

/**
 * Place Order: an address of the shopper's (or a complete new one), the terms accepted, the only
 * methods on offer, and a mobile number when one is typed (the server decides whether it is needed).
 */
const placeOrderShape = {
  ...addressShape,
  phone: mobileNumberField,
  shippingAddress: z.string().trim().max(MAX_ID_LENGTH, SELECT_ADDRESS).default(""),
  deliveryMethod: z.enum(["standard"], { errorMap: () => ({ message: EXPRESS_UNAVAILABLE }) }).default("standard"),
  paymentMethod: z.enum(["cod"], { errorMap: () => ({ message: COD_ONLY_FOR_NOW }) }).default("cod"),
  terms: z.boolean().default(false),
  noMessages: z.boolean().default(false),
  idempotencyKey: z
    .string({ required_error: RELOAD_PAGE })
    .trim()
    .regex(/^[A-Za-z0-9-]{8,100}$/, RELOAD_PAGE),
};

/** The fields Place Order posts, for saying a refusal beside the field it is about. */
export const placeOrderFieldNames: ReadonlySet<string> = new Set(Object.keys(placeOrderShape));

export const PlaceOrderSchema = z
  .object(placeOrderShape)
  // Checked together, so a shopper who misses several things hears about all of them at once.
  .superRefine((value, ctx) => {
    if (!value.shippingAddress) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["shippingAddress"], message: SELECT_ADDRESS });
    if (value.shippingAddress === NEW_ADDRESS) requireEveryField(value, ctx);
    if (!value.terms) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["terms"], message: ACCEPT_TERMS });
  })
  .transform(withChosenCity);

export type PlaceOrderInput = z.infer<typeof PlaceOrderSchema>;

/** 'Set as default' at checkout posts the place-order form; it needs only the selected address. */
export const SetDefaultAddressSchema = z.object({
  shippingAddress: z.string({ required_error: SELECT_ADDRESS }).trim().min(1, SELECT_ADDRESS).max(MAX_ID_LENGTH, SELECT_ADDRESS),
});
