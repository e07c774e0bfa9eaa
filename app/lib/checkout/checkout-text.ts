/** What checkout's actions answer in English (flash messages, a refused order): `messages` gives them keys. */
export const checkoutText = {
  addressSaved: "Address saved and selected for delivery.",
  placeOrderFailed: "We could not place your order",
} as const;
