import { describe, expect, it } from "vitest";
import { demoProducts } from "./catalogue";
import { filterKeysOf } from "./product-rows";
import { sizeGuide, sizeMeaning } from "../../../contract/size-guide";

describe("size guide", () => {
  it("says a handi's number in litres and a karahi's in centimetres, with servings", () => {
    expect(sizeMeaning("No. 3", ["handi"])).toBe("1.5 litres, serves 2–3");
    expect(sizeMeaning("No. 5", ["karahi"])).toBe("28 cm across, serves 4–5");
    expect(sizeMeaning("28 cm", ["open-cookware"])).toBe("28 cm across, serves 3–4");
    expect(sizeMeaning("20 cm", [])).toBe("20 cm across");
    expect(sizeMeaning("No. 2–6", ["gift-set", "handi"])).toBe("pots from No. 2 (1 litre) to No. 6 (4.5 litres)");
    expect(sizeMeaning("For No. 2–5", [])).toBe("fits handis and karahis from No. 2 to No. 5");
    expect(sizeMeaning("5 litres", [])).toBe("serves 4–5");
    expect(sizeMeaning("15 litres", [])).toBe("serves 15–20");
    expect(sizeMeaning("Family size", ["handi"])).toBeNull();
  });

  it("explains every size of every product in the demo catalogue", () => {
    for (const product of demoProducts) {
      expect(
        sizeGuide(product.sizes, filterKeysOf(product)).map((entry) => entry.size),
        product.id,
      ).toEqual(product.sizes);
    }
  });
});
