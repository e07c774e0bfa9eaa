import type { MetaDescriptor } from "@remix-run/node";
import type { RatingSummaryJson, ReviewJson } from "../../../contract/reviews";
import type { VariantJson } from "../../../contract/variants";

export const SITE_NAME = "Cookware.pk";

/**
 * The title, description and sharing tags of one page. Every route passes its own title and
 * description, so no two pages share them.
 */
export function pageMeta({
  title,
  description,
  noIndex = false,
}: {
  title: string;
  description: string;
  noIndex?: boolean;
}): MetaDescriptor[] {
  const fullTitle = `${title} — ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The fields of a product that sharing tags and structured data use. */
export type SeoProduct = {
  _id?: string;
  id?: string | number;
  name: string;
  description?: string | null;
  images?: readonly string[] | null;
  price: number;
  stock?: number | null;
  /** Each size on sale has its own offer (price, SKU, availability); archived ones are left out. */
  variants?: readonly Pick<VariantJson, "id" | "label" | "sku" | "price" | "stock" | "archived">[];
  /** Published reviews only: without any, no rating is claimed. */
  rating?: RatingSummaryJson;
  reviews?: readonly ReviewJson[];
};

/** Descriptions use **bold** markers and several lines; search engines want one plain line. */
export function plainDescription(description: string | null | undefined, maxLength = 300): string {
  const plain = (description ?? "").replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1).trimEnd()}…` : plain;
}

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

/** schema.org Product with a PKR offer and availability, for a product page at `url` (absolute). */
export function productJsonLd(product: SeoProduct, url: string) {
  const id = String(product.id ?? product._id ?? "");
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: plainDescription(product.description, 5000),
    image: (product.images ?? []).map((image) => absolute(image, url)),
    ...(id ? { sku: id, productID: id } : {}),
    brand: { "@type": "Brand", name: SITE_NAME },
    offers: offersJsonLd(product, url),
    ...reviewsJsonLd(product),
  };
}

const offerOf = (url: string, price: number, stock: number | null | undefined) => ({
  "@type": "Offer",
  url,
  price: price.toFixed(2),
  priceCurrency: "PKR",
  availability: (stock ?? 1) > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
  itemCondition: "https://schema.org/NewCondition",
});

/** One offer, or one per size on sale when there are several (each at its own price and link). */
function offersJsonLd(product: SeoProduct, url: string) {
  const sizes = (product.variants ?? []).filter((variant) => !variant.archived);
  if (sizes.length < 2) return offerOf(url, product.price, product.stock);
  return sizes.map((variant) => ({
    ...offerOf(`${url}?size=${encodeURIComponent(variant.id)}`, variant.price, variant.stock),
    name: variant.label,
    sku: variant.sku,
  }));
}

const ratingOf = (value: number) => ({ "@type": "Rating", ratingValue: value, bestRating: 5, worstRating: 1 });

/** `aggregateRating` and `review` from published reviews only, and nothing while there are none. */
function reviewsJsonLd({ rating, reviews = [] }: SeoProduct) {
  if (!rating || rating.average === null || rating.count === 0) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
    review: reviews.map((review) => ({
      "@type": "Review",
      name: review.title,
      reviewBody: review.text,
      inLanguage: review.language,
      datePublished: review.createdAt.slice(0, 10),
      author: { "@type": "Person", name: review.author || "A customer" },
      reviewRating: ratingOf(review.stars),
    })),
  };
}

/**
 * Everything a public product page puts in its head: title, description, Open Graph tags and the
 * Product JSON-LD (Remix renders `script:ld+json` as a data block, which CSP does not execute).
 */
export function productMeta(product: SeoProduct, url: string): MetaDescriptor[] {
  const description = plainDescription(product.description, 160) || `${product.name} from ${SITE_NAME}.`;
  const image = product.images?.[0];
  return [
    { title: `${product.name} — ${SITE_NAME}` },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: absolute(image, url) }] : []),
    { property: "product:price:amount", content: product.price.toFixed(2) },
    { property: "product:price:currency", content: "PKR" },
    { "script:ld+json": productJsonLd(product, url) },
  ];
}

/** The origin links in robots.txt and the sitemap point to: SITE_URL when set, else this request's. */
export function siteOrigin(request: Request, siteUrl: string | undefined): string {
  if (siteUrl) return new URL(siteUrl).origin;
  const url = new URL(request.url);
  const forwardedProto = request.headers.get("X-Forwarded-Proto");
  if (forwardedProto === "https") url.protocol = "https:";
  return url.origin;
}
