import type { LoaderFunctionArgs } from "@remix-run/node";
import type { AdminProductJson } from "../../../contract/catalogue-admin";
import { PRODUCT_NOT_FOUND } from "../../../contract/messages";
import { fetchAdminProduct } from "../backend/admin-products.server";
import { orNotFoundPage } from "../backend/client.server";
import { asShopperNotFound, requireOperator } from "./operator.server";

/** The product `$productId` names, for an operator's page: a shopper gets the 404 page, an unknown id the product's 404. */
export async function operatorProduct(args: LoaderFunctionArgs): Promise<AdminProductJson> {
  const operator = await requireOperator(args);
  return orNotFoundPage(
    fetchAdminProduct(operator.token, args.params.productId ?? "").catch((error) => Promise.reject(asShopperNotFound(error))),
    PRODUCT_NOT_FOUND,
  );
}
