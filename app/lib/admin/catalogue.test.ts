import { describe, expect, it } from "vitest";
import { catalogueListPath, parseCatalogueQuery } from "./catalogue";
import { createProductBody, editProductBody, stockAdjustmentBody } from "../../../contract/catalogue-admin";

describe("catalogue list URL", () => {
  it("reads search, category, status, low stock and page, and falls back on nonsense", () => {
    expect(parseCatalogueQuery(new URLSearchParams("q=handi&category=glass-lid&status=draft&lowStock=1&page=2"))).toEqual({
      q: "handi",
      category: "glass-lid",
      status: "draft",
      lowStock: true,
      page: 2,
    });
    expect(parseCatalogueQuery(new URLSearchParams("category=nope&status=gone&lowStock=maybe&page=-1"))).toEqual({
      q: "",
      category: "",
      status: "all",
      lowStock: false,
      page: 1,
    });
  });

  it("writes only what differs from the default", () => {
    expect(catalogueListPath({})).toBe("/admin/products");
    expect(catalogueListPath({ q: "tawa pan", status: "all", lowStock: true, page: 3 })).toBe(
      "/admin/products?q=tawa+pan&lowStock=1&page=3",
    );
  });
});

describe("product form rules", () => {
  const form = { name: "Tawa", slug: "  Iron-Tawa-2 ", description: "Flat.", price: "1500", status: "active", stock: "4" };

  it("reads a form's text: the URL id lowercased, sizes split on commas, one checkbox or several", () => {
    const one = createProductBody.parse({ ...form, sizes: " 26 cm, 30 cm,, 26 cm ", filterKeys: "open-cookware" });
    expect(one).toMatchObject({ slug: "iron-tawa-2", price: 1500, stock: 4, sizes: ["26 cm", "30 cm"], filterKeys: ["open-cookware"] });
    expect(createProductBody.parse({ ...form, filterKeys: ["handi", "small"] }).filterKeys).toEqual(["handi", "small"]);
    expect(createProductBody.parse(form)).toMatchObject({ sizes: [], filterKeys: [] });
  });

  it("refuses a bad URL id, price, key or stock change, and an edit without the version it saw", () => {
    for (const slug of ["ab", "two--dashes", "-leading", "space d", "ürdu"])
      expect(createProductBody.safeParse({ ...form, slug }).success).toBe(false);
    expect(createProductBody.safeParse({ ...form, price: "12.5" }).success).toBe(false);
    expect(createProductBody.safeParse({ ...form, filterKeys: ["bogus"] }).success).toBe(false);
    expect(editProductBody.safeParse(form).success).toBe(false);
    expect(stockAdjustmentBody.safeParse({ change: "0", reason: "received" }).success).toBe(false);
    expect(stockAdjustmentBody.safeParse({ change: "-3", reason: "damaged" }).success).toBe(true);
  });
});
