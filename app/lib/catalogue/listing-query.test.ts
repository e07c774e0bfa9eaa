import { describe, expect, it } from "vitest";
import {
  appliedFilterCount,
  backendProductQuery,
  DEFAULT_LISTING_QUERY,
  isFiltered,
  listingHref,
  listingSearch,
  pageCount,
  parseListingQuery,
  parsePrice,
  parseSort,
} from "./listing-query";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("parseListingQuery", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual({ q: "", sort: "default", categories: [], inStock: false, minPrice: 0, maxPrice: 25000, page: 1 });
  });

  it("reads in stock only from inStock=1, as its checkbox sends it, and nothing else", () => {
    expect(parse("inStock=1").inStock).toBe(true);
    expect(["inStock=0", "inStock=yes", "inStock=", "instock=1"].map((search) => parse(search).inStock)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads the navigation's comma-separated category parameter", () => {
    expect(parse("?category=karahi,handi").categories).toEqual(["handi", "karahi"]);
  });

  it("reads repeated category parameters, as a plain GET form of checkboxes sends them", () => {
    expect(parse("category=handi&category=non-stick&category=glass-lid").categories).toEqual(["handi", "non-stick", "glass-lid"]);
  });

  it("accepts both forms at once, drops unknown and duplicate keys and ignores case", () => {
    expect(parse("category=HANDI,bogus&category=handi&category=15-piece").categories).toEqual(["handi", "15-piece"]);
  });

  it("trims and squeezes the search text and caps its length", () => {
    expect(parse("q=%20%20marble%20%20handi%20").q).toBe("marble handi");
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });

  it("drops NUL and other control characters from the search text, which no one types and the database cannot store", () => {
    expect(parse("q=%00").q).toBe("");
    expect(parse("q=pa%00n%01%7F").q).toBe("pan");
    expect(parse("q=%00%20handi%00").q).toBe("handi");
    expect(parse("q=marble%00%20%00handi").q).toBe("marble handi");
  });

  it("keeps a known sort mode and falls back to default otherwise", () => {
    expect(parse("sort=price-asc").sort).toBe("price-asc");
    expect(parse("sort=price-desc").sort).toBe("price-desc");
    expect(parse("sort=cheapest").sort).toBe("default");
  });

  it("reads the price range within 0 to 25000 and swaps a backwards range", () => {
    expect(parse("minPrice=2000&maxPrice=5000")).toMatchObject({ minPrice: 2000, maxPrice: 5000 });
    expect(parse("minPrice=9000&maxPrice=3000")).toMatchObject({ minPrice: 3000, maxPrice: 9000 });
    expect(parse("minPrice=-5&maxPrice=999999")).toMatchObject({ minPrice: 0, maxPrice: 25000 });
    expect(parse("minPrice=&maxPrice=abc")).toMatchObject({ minPrice: 0, maxPrice: 25000 });
  });

  it("reads a positive page number and ignores anything else", () => {
    expect(parse("page=3").page).toBe(3);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
  });
});

describe("parseSort and parsePrice", () => {
  it("parseSort knows the three modes", () => {
    expect(["default", "price-asc", "price-desc", null, "x"].map(parseSort)).toEqual([
      "default",
      "price-asc",
      "price-desc",
      "default",
      "default",
    ]);
  });
  it("parsePrice rounds to whole rupees", () => {
    expect(parsePrice("1999.6", 0)).toBe(2000);
    expect(parsePrice(" ", 7)).toBe(7);
  });
});

describe("listingSearch and listingHref", () => {
  it("leaves defaults out, so the plain listing is /products", () => {
    expect(listingHref(DEFAULT_LISTING_QUERY)).toBe("/products");
    expect(listingHref(parse("q=&sort=default&minPrice=0&maxPrice=25000"))).toBe("/products");
  });

  it("writes a readable, canonical URL that parses back to the same state", () => {
    const query = parse("category=karahi&category=handi&q=copper pot&sort=price-asc&minPrice=1000&maxPrice=9000&page=2&inStock=1");
    const search = listingSearch(query);
    expect(search).toBe("?q=copper+pot&sort=price-asc&category=handi,karahi&inStock=1&minPrice=1000&maxPrice=9000&page=2");
    expect(parse(search)).toEqual(query);
  });

  it("changes one part, such as the page", () => {
    expect(listingHref(parse("category=handi&page=2"), { page: 3 })).toBe("/products?category=handi&page=3");
    expect(listingHref(parse("category=handi&page=2"), { page: 1 })).toBe("/products?category=handi");
  });
});

describe("backendProductQuery", () => {
  it("passes filtering, search, sort and paging to the backend", () => {
    expect(backendProductQuery(parse("q=karahi&category=non-stick,karahi&inStock=1&sort=price-desc&maxPrice=6000&page=2"))).toEqual({
      q: "karahi",
      category: "karahi,non-stick",
      inStock: "1",
      minPrice: 0,
      maxPrice: 6000,
      sort: "price-desc",
      page: 2,
      pageSize: 24,
    });
  });

  it("leaves out an empty search and no filters", () => {
    const params = backendProductQuery(DEFAULT_LISTING_QUERY);
    expect(params.q).toBeUndefined();
    expect(params.category).toBeUndefined();
    expect(params.inStock).toBeUndefined();
  });
});

describe("listing helpers", () => {
  it("isFiltered ignores the page", () => {
    expect(isFiltered(parse("page=2"))).toBe(false);
    expect(isFiltered(parse("sort=price-asc"))).toBe(true);
    expect(isFiltered(parse("maxPrice=100"))).toBe(true);
  });

  it("appliedFilterCount counts each filter key, in stock only and a moved price range once, not the search, sort or page", () => {
    expect(appliedFilterCount(parse("category=handi&inStock=1"))).toBe(2);
    expect(isFiltered(parse("inStock=1"))).toBe(true);
    expect(appliedFilterCount(parse("q=handi&sort=price-asc&page=2"))).toBe(0);
    expect(appliedFilterCount(parse("category=handi,non-stick"))).toBe(2);
    expect(appliedFilterCount(parse("category=handi,non-stick&maxPrice=9000"))).toBe(3);
    expect(appliedFilterCount(parse("category=handi&minPrice=1000&maxPrice=9000"))).toBe(2);
    expect(appliedFilterCount(parse("minPrice=0&maxPrice=25000"))).toBe(0);
  });

  it("pageCount pages 24 at a time, with at least one page", () => {
    expect([0, 1, 24, 25, 48, 49].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
