import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  type AdminProductJson,
  type AdminProductListJson,
  type AdminProductRowJson,
  adminProductsQuery,
  createProductBody,
  editProductBody,
  type ProductFlagAction,
  productVersionBody,
  type StaleProductJson,
} from "../../contract/catalogue-admin";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import { paisaToRupees, rupeesToPaisa } from "../../contract/money";
import type { AppEnv } from "../http/context";
import { formatOrderNumber } from "../lib/ids";
import { signedInUser } from "../http/identity";
import { parseInput, parseJsonBody } from "../http/validation";
import {
  adjustProductStock,
  type AdminProduct,
  adminProductList,
  createCatalogueProduct,
  editCatalogueProduct,
  loadAdminProduct,
  type ProductFields,
  setProductFlag,
  lockProduct,
  StaleProductError,
} from "../store/catalogue-admin";
import { saveProductVariants } from "../store/variant-admin";
import { variantJson } from "../store/variants";
import { saveVariantsBody, variantStockBody } from "../../contract/variant-bodies";
import type { Product } from "../store/products";
import { adminProductPhotoRoutes } from "./admin-product-photos";
import { pathId, type RouteDeps } from "./shared";

const fieldsOf = (body: {
  slug: string;
  name: string;
  description: string;
  nameUr: string | null;
  descriptionUr: string | null;
  price: number;
  filterKeys: string[];
  sizes: string[];
  status: ProductFields["status"];
  finalSale: boolean;
}): ProductFields => ({
  slug: body.slug,
  name: body.name,
  description: body.description,
  nameUr: body.nameUr,
  descriptionUr: body.descriptionUr,
  pricePaisa: rupeesToPaisa(body.price),
  filterKeys: body.filterKeys,
  sizes: body.sizes,
  status: body.status,
  finalSale: body.finalSale,
});

/**
 * The operator's catalogue under /admin/products (mounted behind the operator guard in
 * admin-orders.ts): the list, one product, create, edit, stock adjustments, archive, best-seller
 * pins and the "new" mark. Every change clears the listing cache, so the shop shows it at once.
 */
export function adminProductRoutes(deps: RouteDeps) {
  const { db, catalogueCache, settings } = deps;
  // The operator's setting (/admin/settings), LOW_STOCK_THRESHOLD until they set one.
  const lowStockThreshold = async () => (await settings.read()).lowStockThreshold;
  const routes = new Hono<AppEnv>();
  routes.route("/", adminProductPhotoRoutes(deps));
  const rowJson = (product: Product, threshold: number): AdminProductRowJson => {
    const low = product.variants.filter((variant) => !variant.archived && variant.stock <= threshold);
    return {
      _id: product.id,
      name: product.name,
      price: paisaToRupees(product.pricePaisa),
      stock: product.stock,
      lowStock: low.length > 0,
      // Named where it has a label: a product without sizes has only its default variant.
      lowSizes: low.filter((variant) => variant.label).map((variant) => ({ label: variant.label, stock: variant.stock })),
      checkStockPerSize: product.checkStockPerSize,
      status: product.status,
      filterKeys: product.filterKeys,
      pinned: product.isBestSeller,
      markedNew: product.isNew,
      updatedAt: product.updatedAt.toISOString(),
    };
  };
  const productJson = async (product: AdminProduct): Promise<AdminProductJson> => ({
    ...rowJson(product, await lowStockThreshold()),
    description: product.description,
    nameUr: product.nameUr,
    descriptionUr: product.descriptionUr,
    finalSale: product.finalSale,
    sizes: product.sizes,
    version: product.version,
    publishedAt: product.publishedAt?.toISOString() ?? null,
    formerSlugs: product.formerSlugs,
    photos: product.photos,
    variants: product.variants.map(variantJson),
    ledger: product.ledger.map((movement) => ({
      variant: movement.variantLabel,
      delta: movement.delta,
      reason: movement.reason,
      note: movement.note,
      actorEmail: movement.actorEmail,
      orderId: movement.orderNumber === null ? null : formatOrderNumber(movement.orderNumber),
      stockAfter: movement.stockAfter,
      at: movement.at.toISOString(),
    })),
  });
  const productIdOf = (c: Context<AppEnv>) => pathId(c.req.param("productId") ?? "", PRODUCT_NOT_FOUND);
  const answerProduct = async (c: Context<AppEnv>, productId: string, status: 200 | 201 = 200) => {
    catalogueCache.clear();
    return c.json(await productJson(await loadAdminProduct(db, productId)), status);
  };
  /** A stale version answers 409 with the product as it is now. */
  const orStale = async (c: Context<AppEnv>, productId: string, change: () => Promise<string>) => {
    try {
      return await answerProduct(c, await change());
    } catch (error) {
      if (!(error instanceof StaleProductError)) throw error;
      const current = await productJson(await loadAdminProduct(db, productId));
      return c.json({ error: error.message, product: current } as StaleProductJson, 409);
    }
  };

  routes.get("/", async (c) => {
    const query = parseInput(adminProductsQuery, c.req.query(), "Please check the search");
    const threshold = await lowStockThreshold();
    const page = await adminProductList(db, query, threshold);
    return c.json({
      rows: page.rows.map((row) => rowJson(row, threshold)),
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
      lowStockThreshold: threshold,
    } satisfies AdminProductListJson);
  });

  routes.post("/", async (c) => {
    const body = await parseJsonBody(c, createProductBody, "Please check the product");
    const productId = await createCatalogueProduct(db, { fields: fieldsOf(body), stock: body.stock, actorUserId: signedInUser(c).userId });
    return answerProduct(c, productId, 201);
  });

  routes.get("/:productId", async (c) => c.json(await productJson(await loadAdminProduct(db, productIdOf(c)))));

  routes.post("/:productId", async (c) => {
    const productId = productIdOf(c);
    const body = await parseJsonBody(c, editProductBody, "Please check the product");
    return orStale(c, productId, () => editCatalogueProduct(db, { productId, version: body.version, fields: fieldsOf(body) }));
  });

  routes.post("/:productId/stock", async (c) => {
    const productId = productIdOf(c);
    const body = await parseJsonBody(c, variantStockBody, "Please check the stock change");
    await adjustProductStock(db, { productId, ...body, actorUserId: signedInUser(c).userId });
    return answerProduct(c, productId);
  });

  routes.put("/:productId/variants", async (c) => {
    const productId = productIdOf(c);
    const body = await parseJsonBody(c, saveVariantsBody, "Please check the sizes");
    return orStale(c, productId, () =>
      db.transaction(async (tx) => {
        const product = await lockProduct(tx, productId, body.version);
        await saveProductVariants(tx, productId, body.variants);
        await tx.execute(sql`update products set version = ${product.version + 1}, updated_at = now() where id = ${productId}`);
        return productId;
      }),
    );
  });

  const flags = {
    publish: { status: "active" },
    archive: { status: "archived" },
    unarchive: { status: "active" },
    pin: { isBestSeller: true },
    unpin: { isBestSeller: false },
    "mark-new": { isNew: true },
    "unmark-new": { isNew: false },
  } as const satisfies Record<ProductFlagAction, unknown>;
  for (const [name, change] of Object.entries(flags)) {
    routes.post(`/:productId/${name}`, async (c) => {
      const productId = productIdOf(c);
      const { version } = await parseJsonBody(c, productVersionBody);
      return orStale(c, productId, async () => {
        await setProductFlag(db, { productId, version, change });
        return productId;
      });
    });
  }

  return routes;
}
