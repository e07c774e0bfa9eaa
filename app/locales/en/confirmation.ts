import { whatHappensNext } from "../../../contract/what-happens-next";

/** The order confirmation page, after Place Order. */
export const confirmation = {
  metaTitle: "Order Confirmed — Cookware.pk",
  title: "Order Confirmed!",
  thanks: "Thank you for your purchase",
  orderNumber: "Order number:",
  whatHappensNext: whatHappensNext.en.phone,
  whatHappensNextNoPhone: whatHappensNext.en.noPhone,
  emailSent:
    "We have sent you a confirmation email with your order details and tracking information. You will pay in cash when your order arrives.",
  cashReady: "Cash to have ready on delivery",
  deliveryIncluded: "Delivery included:",
  expectedDelivery: "Expected delivery",
  businessDays: "{{days}} business days",
  deliveringTo: "Delivering to",
  items: "Items",
  itemsInOrder: "Items in this order",
  viewOrder: "View Order",
  continueShopping: "Continue Shopping",
};
