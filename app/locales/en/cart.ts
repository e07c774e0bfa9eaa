import { onlyLeftInStock } from "../../../contract/messages";
import { orderItemsLabels } from "~/lib/orders/order-labels";

/** The cart page: its lines, the order summary beside them, and the totals cart, checkout and confirmation share. */
export const cart = {
  title: "Your Cart",
  metaDescription: "Review the cookware in your cart, change quantities and check out.",
  backToShopping: "Back to shopping",
  itemsHeading: "Items in your cart",
  allRemoved: "All items removed. Save Changes to empty your cart.",
  size: orderItemsLabels.size,
  each: "{{price}} each",
  priceChanged: "The price has changed from {{was}} to {{now}} since you added it.",
  onlyLeft: onlyLeftInStock("{{count}}"),
  noLongerAvailable: "No longer available — remove it to place your order",
  quantityFor: "Quantity for {{name}}",
  decreaseFor: "Decrease quantity for {{name}}",
  increaseFor: "Increase quantity for {{name}}",
  lineTotal: "Line total:",
  remove: "Remove",
  removeName: "Remove {{name}}",
  orderSummary: "Order Summary",
  saveChanges: "Save Changes",
  checkout: "Checkout",
  clearCart: "Clear Cart",
  continueShopping: "Continue Shopping",
  // OrderTotals' row names: their English is the order pages' (one owner).
  subtotal: orderItemsLabels.subtotal,
  shipping: orderItemsLabels.shipping,
  tax: orderItemsLabels.tax,
  total: orderItemsLabels.total,
  // The delivery fee's notes under the totals (contract/delivery-fee.ts computes the figures).
  freeDeliveryRemaining: "Add {{amount}} more for free delivery.",
  freeDeliveryReached: "Your order qualifies for free delivery.",
  notDeliveredTo: "We don't deliver to {{city}} yet.",
  deliveryTo: "Delivery to {{city}}. Another address may cost differently: see the {{policyLink}}.",
  policyLink: "delivery charges",
};
