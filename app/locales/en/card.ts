/** A product card: on the listing, the collections and the home page's best sellers. */
export const card = {
  sizeOf: "Size of {{name}}",
  chooseSize: "Choose size",
  quantity: "Quantity",
  quantityFor: "Quantity for {{name}}",
  outOfStock: "Out of Stock",
  fromPrice: "from {{price}}",
  sizeWithPrice: "{{size}} – {{price}}",
  sizeSoldOut: "{{size}} (sold out)",
  adding: "Adding...",
  addToCart: "Add to cart",
  noReviews: "No reviews yet",
  ratedOne: "Rated {{rating}} out of 5, 1 review",
  ratedMany: "Rated {{rating}} out of 5, {{count}} reviews",
};
