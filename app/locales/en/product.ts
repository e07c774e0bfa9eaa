import { onlyLeftInStock } from "../../../contract/messages";

/** The product page: its order form, the size guide, stock, the gallery and the breadcrumb. */
export const product = {
  breadcrumb: "Breadcrumb",
  home: "Home",
  products: "Products",
  picturesOf: "Pictures of {{name}}",
  pictureAlt: "{{name}}, picture {{number}} of {{count}}",
  previousPicture: "Previous picture",
  nextPicture: "Next picture",
  showPicture: "Show picture {{number}} of {{count}}",
  size: "Size",
  sizeGuide: "Size guide",
  price: "Price",
  was: "Was",
  soldOut: "Sold out",
  outOfStock: "Out of Stock",
  onlyLeft: onlyLeftInStock("{{count}}"),
  inStock: "In stock",
  quantity: "Quantity",
  decrease: "Decrease quantity",
  increase: "Increase quantity",
  adding: "Adding...",
  addToCart: "Add to Cart",
  processing: "Processing...",
  buyNow: "Buy Now",
  description: "Description",
};
