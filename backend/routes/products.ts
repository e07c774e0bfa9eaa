import { Hono } from "hono";
import { z } from "zod";
import { parseCategoryParam, PRODUCTS_PAGE_SIZE } from "../../contract/catalogue";
import type { AppEnv } from "../http/context";
import { parseInput } from "../http/validation";
import {
  getProduct,
  listAllProducts,
  listBestSellers,
  productCollections,
  productSorts,
  searchProducts,
} from "../store/products";
import { optionalParam, pathId, type RouteDeps } from "./shared";

export const MAX_PAGE_SIZE = 100;

const rupees = (field: string) =>
  z.coerce
    .number({ invalid_type_error: `${field} must be a number of rupees` })
    .finite(`${field} must be a number of rupees`)
    .min(0, `${field} cannot be negative`)
    .max(10_000_000, `${field} is too large`);

const listQuerySchema = z
  .object({
    q: optionalParam(z.string().trim().max(200, "Search for at most 200 characters")),
    category: optionalParam(z.string().max(500)),
    minPrice: optionalParam(rupees("minPrice")),
    maxPrice: optionalParam(rupees("maxPrice")),
    sort: optionalParam(z.enum(productSorts, { errorMap: () => ({ message: `sort must be one of ${productSorts.join(", ")}` }) })),
    collection: optionalParam(
      z.enum(productCollections, { errorMap: () => ({ message: `collection must be one of ${productCollections.join(", ")}` }) }),
    ),
    page: optionalParam(z.coerce.number().int("page must be a whole number").min(1, "page starts at 1").max(100_000)),
    pageSize: optionalParam(
      z.coerce.number().int("pageSize must be a whole number").min(1).max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}`),
    ),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    path: ["maxPrice"],
    message: "maxPrice must not be below minPrice",
  });

const listParameters = Object.keys(listQuerySchema.innerType().shape);

export function productRoutes({ db, identify, publicCatalogue, catalogueCache }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: !publicCatalogue }));

  routes.get("/", async (c) => {
    const searchParams = new URL(c.req.url).searchParams;
    // Without parameters the spec's plain list; with any, a page of results.
    if (!listParameters.some((name) => searchParams.has(name))) return c.json(await listAllProducts(db));
    const query = parseInput(listQuerySchema, c.req.query(), "Please check the search options");
    const productQuery = {
      q: query.q || undefined,
      filterKeys: parseCategoryParam(query.category),
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sort: query.sort,
      collection: query.collection,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? PRODUCTS_PAGE_SIZE,
    };
    return c.json(await catalogueCache.read(JSON.stringify(productQuery), () => searchProducts(db, productQuery)));
  });

  routes.get("/special/best_seller", async (c) => c.json(await listBestSellers(db)));

  routes.get("/:productId", async (c) => c.json(await getProduct(db, pathId(c.req.param("productId"), "Product not found"))));

  return routes;
}
