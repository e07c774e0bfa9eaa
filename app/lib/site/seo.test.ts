import { describe, expect, it } from "vitest";
import { pageMeta, plainDescription, productJsonLd, productMeta, siteOrigin } from "./seo";

const product = {
  _id: "p1",
  id: "p1",
  name: "Marble Coated Karahi",
  description: "A **heavy** karahi.\nMarble coated.",
  images: ["/images/karahi.svg"],
  price: 4500,
  stock: 0,
};

describe("productJsonLd", () => {
  it("offers each size on sale at its own price, link and availability", () => {
    const size = (id: string, label: string, price: number, stock: number, archived = false) => ({
      id,
      label,
      sku: `P-${id}`,
      price,
      stock,
      archived,
    });
    const sized = productJsonLd(
      { ...product, variants: [size("no-5", "No. 5", 2500, 4), size("no-9", "No. 9", 3900, 0), size("no-7", "No. 7", 3100, 2, true)] },
      "https://x.example/products/p1",
    );
    expect(sized.offers).toEqual([
      expect.objectContaining({
        name: "No. 5",
        sku: "P-no-5",
        price: "2500.00",
        url: "https://x.example/products/p1?size=no-5",
        availability: "https://schema.org/InStock",
      }),
      expect.objectContaining({ name: "No. 9", sku: "P-no-9", price: "3900.00", availability: "https://schema.org/OutOfStock" }),
    ]);
  });

  it("describes the product with a PKR offer and its availability", () => {
    const jsonLd = productJsonLd(product, "https://cookware.example/products/p1");
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: "Marble Coated Karahi",
      description: "A heavy karahi. Marble coated.",
      image: ["https://cookware.example/images/karahi.svg"],
      offers: { price: "4500.00", priceCurrency: "PKR", availability: "https://schema.org/OutOfStock" },
    });
    expect(productJsonLd({ ...product, stock: 3 }, "https://x.example/p").offers).toMatchObject({
      availability: "https://schema.org/InStock",
    });
  });

  it("claims a rating only from published reviews, and none without any", () => {
    const url = "https://cookware.example/products/p1";
    const none = productJsonLd({ ...product, rating: { average: null, count: 0 }, reviews: [] }, url);
    expect(none).not.toHaveProperty("aggregateRating");
    expect(none).not.toHaveProperty("review");
    const review = {
      id: "r1",
      productId: "p1",
      productName: "Marble Coated Karahi",
      author: "Ayesha",
      stars: 4,
      title: "Even heat",
      text: "Cooks evenly.",
      language: "en" as const,
      verifiedPurchase: true as const,
      createdAt: "2026-11-20T10:00:00.000Z",
      updatedAt: "2026-11-20T10:00:00.000Z",
      reply: null,
    };
    expect(productJsonLd({ ...product, rating: { average: 4, count: 1 }, reviews: [review] }, url)).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4, reviewCount: 1, bestRating: 5 },
      review: [
        { "@type": "Review", name: "Even heat", author: { name: "Ayesha" }, reviewRating: { ratingValue: 4 }, datePublished: "2026-11-20" },
      ],
    });
  });

  it("comes with Open Graph tags in productMeta", () => {
    const meta = productMeta(product, "https://cookware.example/products/p1");
    expect(meta).toContainEqual({ property: "og:image", content: "https://cookware.example/images/karahi.svg" });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta.some((entry) => "script:ld+json" in entry)).toBe(true);
  });
});

describe("pageMeta", () => {
  it("gives the title with the site name, the description and sharing tags", () => {
    const meta = pageMeta({ title: "FAQ", description: "Answers." });
    expect(meta).toContainEqual({ title: "FAQ — Cookware.pk" });
    expect(meta).toContainEqual({ name: "description", content: "Answers." });
    expect(meta).toContainEqual({ property: "og:title", content: "FAQ — Cookware.pk" });
  });
});

describe("plainDescription and siteOrigin", () => {
  it("shortens long descriptions", () => {
    expect(plainDescription("a ".repeat(400), 20)).toHaveLength(20);
  });
  it("prefers SITE_URL, else the request's origin", () => {
    const request = new Request("http://127.0.0.1:3000/sitemap.xml");
    expect(siteOrigin(request, "https://cookware.example/shop")).toBe("https://cookware.example");
    expect(siteOrigin(request, undefined)).toBe("http://127.0.0.1:3000");
  });
});
