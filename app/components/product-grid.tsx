import type { CardProduct } from "~/lib/catalogue/product";
import { ProductCard } from "./product-card";

/** How many cards of a grid load their image at once: at most one row on the widest screens. */
export const EAGER_IMAGE_COUNT = 4;

/**
 * Product cards, 1 to 4 a row by screen width: columns are at least 15rem wide and the cards at
 * most 280 px, so the row holds as many as fit.
 */
export function ProductGrid({
  products,
  label,
  headingLevel,
}: {
  products: readonly CardProduct[];
  label: string;
  /** h2 where the page has no other level between its h1 and the cards (heading order). */
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ul role="list" aria-label={label} className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-6">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eagerImage={index < EAGER_IMAGE_COUNT} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
