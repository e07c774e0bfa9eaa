import { business } from "../../../contract/business";

/**
 * The shipping and return policy. `{{cities}}` and `{{couriers}}` are the store's lists; `{{contactLink}}` a link.
 * The charges are the rule in force, written by the `delivery` namespace.
 */
export const shipping = {
  title: "Shipping & Return Policy",
  description: `Delivery times, delivery charges, couriers, ${business.returnWindowDays}-day returns and refunds at Cookware.pk.`,
  lead: "Everything about getting your cookware to your door, and back to us if it is not right.",
  timesTitle: "Delivery times",
  majorCities: `${business.deliveryBusinessDays.majorCities} business days to major cities ({{cities}}).`,
  elsewhere: `${business.deliveryBusinessDays.elsewhere} business days to other cities across Pakistan.`,
  chargesTitle: "Shipping charges",
  couriersTitle: "Couriers",
  couriers: "We ship with {{couriers}}. Once your order is shipped, its tracking ID appears in your order history.",
  returnsTitle: "Returns",
  returnsWithin: `Returns are accepted within ${business.returnWindowDays} days of delivery.`,
  unused: "Items must be unused and in their original packaging, with proof of purchase.",
  returnShipping: "The customer pays return shipping, unless the item arrived damaged or was not what you ordered.",
  refundsTitle: "Refunds",
  refunds: `Refunds are made within ${business.refundBusinessDays} business days of us receiving the returned item.`,
  changingTitle: "Changing or cancelling an order",
  changing: `Orders can be modified or cancelled within ${business.orderChangeWindowHours} hours of placement.`,
  notReturnableTitle: "Items that cannot be returned",
  clearance: "Clearance and sale items.",
  custom: "Custom products.",
  misuse: "Items damaged by misuse.",
  questions: "Questions about a delivery or a return? {{contactLink}}.",
  contactLink: "Contact us",
};
