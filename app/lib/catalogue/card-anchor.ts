/** A product card's element id: a card's add to cart without JavaScript comes back to `#card-…`. */
export const cardAnchor = (productId: string) => `card-${productId}`;
