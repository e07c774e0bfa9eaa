import { Hono } from "hono";
import { parseCategoryParam } from "../../contract/catalogue";
import { PRODUCTS_PAGE_SIZE } from "../../contract/limits";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import { rupeesToPaisa } from "../../contract/money";
import { productListQuery } from "../../contract/products";
import type { AppEnv } from "../http/context";
import { jsonTextAnswer } from "../http/kept-json-answers";
import { parseInput } from "../http/validation";
import { getProduct, listAllProducts, listBestSellers, type ProductQuery, searchProducts } from "../store/products";
import { productJson, productPageJson } from "./json";
import { productReviewsHandler } from "./reviews";
import { pathId, type RouteDeps } from "./shared";

const listParameters = Object.keys(productListQuery.innerType().shape);

export function productRoutes(deps: RouteDeps) {
  const { db, identify, publicCatalogue, catalogueCache, productCache, settings } = deps;
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: !publicCatalogue }));

  routes.get("/", async (c) => {
    const searchParams = new URL(c.req.url).searchParams;
    // Without parameters every product as a bare array; with any, one page of results and their total.
    if (!listParameters.some((name) => searchParams.has(name))) return c.json((await listAllProducts(db)).map(productJson));
    const query = parseInput(productListQuery, c.req.query(), "Please check the search options");
    const productQuery: ProductQuery = {
      q: query.q || undefined,
      filterKeys: parseCategoryParam(query.category),
      inStock: query.inStock === "1",
      minPricePaisa: query.minPrice === undefined ? undefined : rupeesToPaisa(query.minPrice),
      maxPricePaisa: query.maxPrice === undefined ? undefined : rupeesToPaisa(query.maxPrice),
      sort: query.sort,
      collection: query.collection,
      // The operator's window (/admin/settings); part of the cache's key, so a change shows at once.
      ...(query.collection === "new" && { newArrivalDays: (await settings.read()).newArrivalDays }),
      page: query.page ?? 1,
      pageSize: query.pageSize ?? PRODUCTS_PAGE_SIZE,
    };
    // The cache keeps the answer's JSON text: each request then sends it without writing it again.
    return jsonTextAnswer(
      c,
      await catalogueCache.read(JSON.stringify(productQuery), async () =>
        JSON.stringify(productPageJson(await searchProducts(db, productQuery))),
      ),
    );
  });

  // Best sellers are a listing too (the home page's): held as briefly, forgotten with the listings
  // when an order or the back office changes stock, prices or photos. Product pages read fresh.
  routes.get("/special/best_seller", async (c) =>
    jsonTextAnswer(c, await catalogueCache.read("best-sellers", async () => JSON.stringify((await listBestSellers(db)).map(productJson)))),
  );

  routes.get("/:productId/reviews", productReviewsHandler(deps));

  routes.get("/:productId", async (c) => {
    const reference = pathId(c.req.param("productId"), PRODUCT_NOT_FOUND);
    const kept = productCache.get(reference);
    if (kept !== undefined) return jsonTextAnswer(c, kept);
    const markBeforeRead = productCache.mark();
    const product = await getProduct(db, reference);
    const text = JSON.stringify(productJson(product));
    // Kept under its current id only: a former id answers the product under its new one, read afresh.
    if (product.id === reference) productCache.set(reference, product.id, text, markBeforeRead);
    return jsonTextAnswer(c, text);
  });

  return routes;
}
