import { describe, expect, it } from "vitest";
import { formFieldErrors, ledgerSizePrefix, stockSizeOptions, variantFormValues } from "./variant-form";
import type { VariantJson } from "../../../contract/variants";

const variant = (overrides: Partial<VariantJson>): VariantJson => ({
  id: "no-2",
  label: "No. 2",
  labelUr: null,
  sku: "KARAHI-NO-2",
  price: 4500,
  compareAtPrice: null,
  stock: 3,
  weightGrams: 1200,
  sizeGuide: { capacity: null, servings: null },
  capacityUr: null,
  archived: false,
  ...overrides,
});

describe("the Sizes form's values", () => {
  it("holds each variant as strings, an archived one checked and missing figures empty", () => {
    const [onSale, archived] = variantFormValues([
      variant({ compareAtPrice: 5000, sizeGuide: { capacity: "2 litres", servings: null }, capacityUr: "2 لیٹر" }),
      variant({ id: "no-9", label: "No. 9", archived: true }),
    ]);
    expect(onSale).toEqual({
      id: "no-2",
      label: "No. 2",
      labelUr: "",
      sku: "KARAHI-NO-2",
      price: "4500",
      compareAtPrice: "5000",
      weightGrams: "1200",
      capacity: "2 litres",
      servings: "",
      capacityUr: "2 لیٹر",
    });
    expect(archived.archived).toBe("on");
  });

  it("names the backend's list fields the way the form does", () => {
    expect(formFieldErrors({ "variants.10.sku": ["taken"], "variants[1].label": ["twice"], version: ["stale"] })).toEqual({
      "variants[10].sku": ["taken"],
      "variants[1].label": ["twice"],
      version: ["stale"],
    });
  });

  it("names the size in the ledger only for a sized product", () => {
    expect(ledgerSizePrefix("")).toBe("");
    expect(ledgerSizePrefix("No. 2")).toBe("No. 2: ");
    expect(ledgerSizePrefix(null)).toBe("A removed size: ");
  });

  it("offers no size choice for a product without sizes", () => {
    expect(stockSizeOptions([variant({ id: "default", label: "" })])).toEqual([]);
    expect(stockSizeOptions([variant({}), variant({ id: "no-9", label: "No. 9", stock: 0, archived: true })])).toEqual([
      { value: "no-2", label: "No. 2 (3 in stock)" },
      { value: "no-9", label: "No. 9 (0 in stock, archived)" },
    ]);
  });
});
