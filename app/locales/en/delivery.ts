/**
 * The delivery rule in force, as sentences (app/lib/content/delivery-charges.ts picks and fills them
 * from contract/delivery-fee.ts's rule): the shipping page, the FAQ, the terms and the home page.
 */
export const delivery = {
  freeFrom: "Free delivery on orders of {{free}} or more.",
  flatBelow: "A flat fee of {{flat}} on orders below {{free}}.",
  flatAlways: "A flat delivery fee of {{flat}} on every order.",
  freeAlways: "Free delivery on every order.",
  cityFee: "Delivery to {{city}}: {{fee}} on every order.",
  cityNotDelivered: "We don't deliver to {{city}} yet.",
  weight: "Orders over {{kg}} kg: {{perKg}} more for each kilogram, or part of one, over that.",
  shownAtCheckout: "Checkout shows the fee for your address before you place the order.",
  freeShipping: "Free shipping",
  freeShippingText: "On every order of {{free}} or more.",
  deliveryAcross: "Delivery across Pakistan",
};
