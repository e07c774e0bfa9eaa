/**
 * The store's business constants, in one place, so the copy on every page says what the store
 * actually does. Where the original copy said two things, the choice is made here (docs/architecture.md).
 */
export const business = {
  currencyPrefix: "Rs",
  /** Checkout charges no tax; the delivery fee is the operator's rule (contract/delivery-fee.ts, /admin/settings). */
  checkoutTaxRupees: 0,
  expressDeliveryRupees: 9.99,
  addedToCartToastMs: 2_000,
  /** Business days from dispatch to the door, as the shipping policy states them. */
  deliveryBusinessDays: { majorCities: "2-3", elsewhere: "3-5" },
  returnWindowDays: 7,
  refundBusinessDays: "5-7",
  orderChangeWindowHours: 2,
  couriers: ["TCS", "Leopards", "M&P"],
  businessHours: { weekdays: "Mon-Sat 9:00 AM-8:00 PM", sunday: "Sunday 10:00 AM-6:00 PM" },
  /** The FAQ's "guests can order" is not what checkout does: ordering needs an account. */
  guestCheckout: false,
  acceptedPayments: ["Cash on delivery", "Bank transfer", "JazzCash", "EasyPaisa"],
  contact: { email: "support@cookware.example", phone: "+92 300 1234567", address: "Lahore, Pakistan" },
} as const;
