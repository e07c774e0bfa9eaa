import { allFilterKeys, parseCategoryParam, PRICE_RANGE_DEFAULT, sortModes, type SortMode } from "../../../contract/catalogue";
import { PRODUCTS_PAGE_SIZE } from "../../../contract/limits";

/**
 * The product listing's whole state, as it lives in the URL:
 * `/products?q=…&sort=…&category=handi,karahi&inStock=1&minPrice=…&maxPrice=…&page=…`.
 * One parser for the loader and the browser, so a shared, bookmarked or back-button URL shows
 * exactly the same listing.
 */
export type ListingQuery = {
  q: string;
  sort: SortMode;
  /** Chosen filter keys, in the catalogue's order, so the same choice always makes the same URL. */
  categories: string[];
  /** Only products with a size in stock. */
  inStock: boolean;
  minPrice: number;
  maxPrice: number;
  page: number;
};

export const SEARCH_MAX_LENGTH = 100;

export const DEFAULT_LISTING_QUERY: ListingQuery = Object.freeze({
  q: "",
  sort: "default",
  categories: [],
  inStock: false,
  minPrice: PRICE_RANGE_DEFAULT.min,
  maxPrice: PRICE_RANGE_DEFAULT.max,
  page: 1,
}) as ListingQuery;

type ParamSource = Pick<URLSearchParams, "get" | "getAll">;

export function parseSort(value: string | null | undefined): SortMode {
  return sortModes.find((mode) => mode.value === value)?.value ?? "default";
}

/**
 * A price bound in whole rupees within the default range, or the fallback for anything else
 * (empty, negative, not a number).
 */
export function parsePrice(value: string | null | undefined, fallback: number): number {
  if (value === null || value === undefined || value.trim() === "") return fallback;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) return fallback;
  return Math.min(Math.round(amount), PRICE_RANGE_DEFAULT.max);
}

export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value));
}

/** Filter keys from `category=a,b`, from repeated `category=a&category=b` (a plain GET form), or both. */
export function parseCategories(values: readonly string[]): string[] {
  const chosen = parseCategoryParam(values.join(","));
  return allFilterKeys.filter((key) => chosen.includes(key));
}

export function parseListingQuery(params: ParamSource): ListingQuery {
  // Control characters (a NUL from a crafted link) are dropped: no one types them, and PostgreSQL
  // cannot store a NUL, so the backend refuses any search holding one.
  const q = (params.get("q") ?? "")
    .replace(/(?!\s)\p{Cc}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
  let minPrice = parsePrice(params.get("minPrice"), DEFAULT_LISTING_QUERY.minPrice);
  let maxPrice = parsePrice(params.get("maxPrice"), DEFAULT_LISTING_QUERY.maxPrice);
  // A range typed backwards still means the prices between the two numbers.
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q,
    sort: parseSort(params.get("sort")),
    categories: parseCategories(params.getAll("category")),
    inStock: params.get("inStock") === "1",
    minPrice,
    maxPrice,
    page: parsePage(params.get("page")),
  };
}

/** The canonical query string: defaults left out, filter keys joined with commas. */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort !== DEFAULT_LISTING_QUERY.sort) params.set("sort", query.sort);
  if (query.categories.length > 0) params.set("category", query.categories.join(","));
  if (query.inStock) params.set("inStock", "1");
  if (query.minPrice !== DEFAULT_LISTING_QUERY.minPrice) params.set("minPrice", String(query.minPrice));
  if (query.maxPrice !== DEFAULT_LISTING_QUERY.maxPrice) params.set("maxPrice", String(query.maxPrice));
  if (query.page !== 1) params.set("page", String(query.page));
  return params;
}

/** A readable search string: commas in filter keys stay commas. */
export function listingSearch(query: ListingQuery): string {
  const search = listingSearchParams(query).toString().replace(/%2C/gi, ",");
  return search ? `?${search}` : "";
}

/** The listing URL for `query`, changed by `patch` (e.g. another page). */
export function listingHref(query: ListingQuery, patch: Partial<ListingQuery> = {}): string {
  return `/products${listingSearch({ ...query, ...patch })}`;
}

/** The parameters of the backend's `GET /products`: filtering, search, sort and paging happen there. */
export function backendProductQuery(query: ListingQuery, pageSize = PRODUCTS_PAGE_SIZE) {
  return {
    q: query.q || undefined,
    category: query.categories.length > 0 ? query.categories.join(",") : undefined,
    inStock: query.inStock ? "1" : undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    sort: query.sort,
    page: query.page,
    pageSize,
  };
}

/**
 * The filters applied, as the Filters button counts them: each chosen filter key, in stock only,
 * and the price range once when either end is moved. Search and sort are not filters.
 */
export function appliedFilterCount(query: ListingQuery): number {
  const priceNarrowed = query.minPrice !== DEFAULT_LISTING_QUERY.minPrice || query.maxPrice !== DEFAULT_LISTING_QUERY.maxPrice;
  return query.categories.length + (query.inStock ? 1 : 0) + (priceNarrowed ? 1 : 0);
}

export function isFiltered(query: ListingQuery): boolean {
  return listingSearchParams({ ...query, page: 1 }).toString() !== "";
}

export function pageCount(total: number, pageSize = PRODUCTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
