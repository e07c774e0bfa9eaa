import type { ProductJson, ProductListQuery, ProductPageJson } from "../../../contract/products";
import { toCardProduct, type CardProduct } from "../catalogue/product";
import { toJsonText, type JsonText } from "../data/loader-json-text";
import { backendJson, sharedBackendJson } from "./client.server";

/** `GET /products?…`: one page of the catalogue, filtered, sorted and counted by the backend. */
export function fetchProductPage(query: ProductListQuery, token?: string | null): Promise<ProductPageJson> {
  return backendJson<ProductPageJson>("/products", { token, query });
}

/** One page of the catalogue as the listing's cards show it. Shared between requests: read-only. */
export type ListingCards = {
  total: number;
  pageSize: number;
  /** The search found nothing: the cards are those of these nearest words. */
  didYouMean: string | null;
  cards: readonly CardProduct[];
  /** The cards as the loader sends them. */
  cardsText: JsonText<CardProduct[]>;
};

const readListingCards = sharedBackendJson((page: ProductPageJson): ListingCards => {
  const cards = page.items.map(toCardProduct);
  return { total: page.total, pageSize: page.pageSize, didYouMean: page.didYouMean ?? null, cards, cardsText: toJsonText(cards) };
});

/** `fetchProductPage`, made into cards once per answer of the backend (which keeps a listing for a moment). */
export function fetchListingCards(query: ProductListQuery, token?: string | null): Promise<ListingCards> {
  return readListingCards("/products", { token, query });
}

const readBestSellerCards = sharedBackendJson((products: ProductJson[]) => toJsonText(products.map(toCardProduct)));

/** `GET /products/special/best_seller`, as the home page's cards show them, made once per answer. */
export function fetchBestSellerCards(token?: string | null): Promise<JsonText<CardProduct[]>> {
  return readBestSellerCards("/products/special/best_seller", { token });
}

/** `GET /products/{productId}`: throws BackendError 404 (or 400 for an id that cannot exist). */
export function fetchProduct(productId: string, token?: string | null): Promise<ProductJson> {
  return backendJson<ProductJson>(`/products/${encodeURIComponent(productId)}`, { token });
}
