import { filterGroups, sortModes } from "../../../contract/catalogue";
import { labelled } from "./vocabulary";

/** The product listing: search, sort, filters, the count, pages and the empty result. */
export const listing = {
  metaDescription:
    "Browse premium handi, karahi, non-stick, marble-coated and cast-iron cookware. Filter by type, finish, lid, size and price.",
  allProducts: "All Products",
  resultsFor: "Results for “{{query}}”",
  controlsLabel: "Search, sort and filters",
  formLabel: "Search and filter products",
  searchLabel: "Search products",
  searchPlaceholder: "Handi, karahi, non-stick…",
  filters: "Filters",
  filtersCount: "Filters ({{count}})",
  showResults: "Show results",
  close: "Close",
  sortBy: "Sort by",
  availability: "Availability",
  inStockOnly: "In stock only",
  priceRange: "Price range (Rs)",
  minPrice: "Min price",
  maxPrice: "Max price",
  apply: "Apply",
  // The spec's one wording serves both plural forms in English; Urdu needs two (plural.ts).
  count_one: "Showing {{count}} product(s)",
  count_other: "Showing {{count}} product(s)",
  productsLabel: "Products",
  emptyTitle: "No products found matching your criteria",
  emptyText: "Try another search, fewer filters or a wider price range.",
  resetFilters: "Reset Filters",
  pagination: "Pagination",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {{page}} of {{pages}}",
  ...labelled("sort", sortModes, "value"),
  ...labelled("group", filterGroups, "id"),
  ...labelled(
    "filter",
    filterGroups.flatMap((group) => [...group.options]),
    "key",
  ),
};
