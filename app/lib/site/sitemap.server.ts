import { fetchProductPage } from "../backend/products.server";
import { collections } from "../catalogue/collections";
import { productHref, productId } from "../catalogue/product";
import { log } from "../../../contract/server/log";

/** Pages anyone can read: always in the sitemap. */
export const publicPaths = [
  "/home",
  "/about-us",
  "/contact-us",
  "/faq",
  "/product-care",
  "/reviews",
  "/privacy",
  "/terms",
  "/accessibility",
] as const;

/** Pages that need an account unless PUBLIC_CATALOGUE is on: listed only when they are open. */
export const cataloguePaths = ["/products", "/shipping-returns", ...collections.map((collection) => `/collections/${collection.slug}`)];

/** Areas with nothing for a search engine: personal pages and forms. */
export const privatePaths = ["/cart", "/checkout", "/profile", "/orders", "/order-confirmation/", "/sign-in", "/sign-up"];

const SITEMAP_PAGE_SIZE = 100;
// A sitemap file holds at most 50,000 addresses.
const MAX_PRODUCTS = 49_000;

/** Every product's path, page by page; a backend that fails leaves the products out, not the sitemap. */
export async function productPaths(): Promise<string[]> {
  const paths: string[] = [];
  try {
    for (let page = 1; paths.length < MAX_PRODUCTS; page += 1) {
      const listing = await fetchProductPage({ page, pageSize: SITEMAP_PAGE_SIZE });
      for (const product of listing.items) {
        const id = productId(product);
        if (id !== "") paths.push(productHref(id));
      }
      if (listing.items.length === 0 || page * SITEMAP_PAGE_SIZE >= listing.total) break;
    }
  } catch (error) {
    log().error(`Sitemap: could not list products: ${error instanceof Error ? error.message : String(error)}`);
  }
  return paths;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[character]};`);
}

export function renderSitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(origin: string, publicCatalogue: boolean): string {
  const disallowed = publicCatalogue ? privatePaths : [...privatePaths, ...cataloguePaths];
  return ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
}
