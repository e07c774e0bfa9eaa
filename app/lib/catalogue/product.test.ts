import { describe, expect, it } from "vitest";
import type { ProductJson } from "../../../contract/products";
import type { VariantJson } from "../../../contract/variants";
import { toCardProduct } from "./product";

const size = (label: string, price: number, stock: number) => ({ id: label.toLowerCase(), label, price, stock }) as VariantJson;

const product = (variants: VariantJson[]) =>
  ({
    _id: "handi",
    name: "Handi",
    price: Math.min(...variants.map((variant) => variant.price)),
    photos: [],
    images: [],
    stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    sizes: variants.map((variant) => variant.label).filter(Boolean),
    variants,
    rating: { average: null, count: 0 },
  }) as unknown as ProductJson;

describe("toCardProduct", () => {
  it("says 'from' only when the sizes differ in price, and lists the sold-out sizes", () => {
    const card = toCardProduct(product([size("No. 3", 4800, 2), size("No. 4", 5700, 0)]));
    expect(card).toMatchObject({ price: 4800, priceFrom: true, sizePrices: [4800, 5700], soldOutSizes: ["No. 4"] });
  });

  it("leaves both out when every size costs the same and is in stock (a product without sizes too)", () => {
    const sameCard = toCardProduct(product([size("No. 3", 4800, 2), size("No. 4", 4800, 1)]));
    const plainCard = toCardProduct(product([size("", 900, 0)]));
    for (const card of [sameCard, plainCard]) {
      expect(card).not.toHaveProperty("priceFrom");
      expect(card).not.toHaveProperty("sizePrices");
      expect(card).not.toHaveProperty("soldOutSizes");
    }
  });
});
