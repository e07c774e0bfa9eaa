import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import {
  type EditProductBody,
  PRODUCT_CHANGED,
  productFlagActions,
  productFlagLabels,
  type ProductFlagAction,
} from "../../../contract/catalogue-admin";
import { adjustAdminProductStock, createAdminProduct, editAdminProduct, setAdminProductFlag } from "../backend/admin-products.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { parseForm } from "../forms/form-data.server";
import { CreateProductSchema, EditProductSchema, StockAdjustmentSchema } from "../schemas/catalogue-admin";
import { adminProductPath } from "./catalogue";
import { asShopperNotFound } from "./operator.server";

export type ProductIntent = "save" | "stock" | ProductFlagAction;
export type ProductAnswer = {
  intent: ProductIntent | null;
  result: SubmissionResult<string[]> | null;
  banner: string | null;
  stale: boolean;
};

const isFlag = (value: unknown): value is ProductFlagAction => productFlagActions.includes(value as ProductFlagAction);

/** A backend refusal as the page shows it: what was typed kept, the message beside its field or at the top. */
function refused(
  intent: ProductIntent,
  error: unknown,
  fallback: string,
  reply?: (fieldErrors: Record<string, string[]>) => SubmissionResult<string[]>,
) {
  const notFound = asShopperNotFound(error);
  if (notFound !== error) throw notFound;
  const failure = backendFailure(error, fallback);
  const stale = failure.status === 409 && failure.message === PRODUCT_CHANGED;
  const besideFields = reply !== undefined && Object.keys(failure.fieldErrors).length > 0;
  return data<ProductAnswer>(
    { intent, result: reply?.(failure.fieldErrors) ?? null, banner: besideFields ? null : failure.message, stale },
    { status: failure.status },
  );
}

/** The new-product form: created, then on to its page (where stock, photos and the ledger are). */
export async function createProductFromForm(request: Request, token: string, formData: FormData) {
  const submission = parseForm(formData, CreateProductSchema);
  if (submission.status !== "success")
    return data<ProductAnswer>({ intent: "save", result: submission.reply(), banner: null, stale: false }, { status: 400 });
  try {
    const product = await createAdminProduct(token, submission.value);
    return redirectWithFlash(request, adminProductPath(product._id), { kind: "success", text: `${product.name} created.` });
  } catch (error) {
    return refused("save", error, "The product could not be created", (fieldErrors) => submission.reply({ fieldErrors }));
  }
}

/** One of the product page's forms, told apart by `intent`: the edit, a stock adjustment, archive or a best-seller pin. */
export async function changeProductFromForm(request: Request, token: string, productId: string, formData: FormData) {
  const intent = formData.get("intent");
  if (intent === "save" || intent === "stock") {
    const submission = parseForm(formData, intent === "save" ? EditProductSchema : StockAdjustmentSchema);
    if (submission.status !== "success")
      return data<ProductAnswer>({ intent, result: submission.reply(), banner: null, stale: false }, { status: 400 });
    try {
      const product =
        intent === "save"
          ? await editAdminProduct(token, productId, submission.value as EditProductBody)
          : await adjustAdminProductStock(token, productId, submission.value as typeof StockAdjustmentSchema._input);
      const text = intent === "save" ? "Changes saved." : `Stock is now ${product.stock}.`;
      return redirectWithFlash(request, adminProductPath(product._id), { kind: "success", text });
    } catch (error) {
      const fallback = intent === "save" ? "The changes could not be saved" : "The stock could not be changed";
      return refused(intent, error, fallback, (fieldErrors) => submission.reply({ fieldErrors }));
    }
  }
  if (!isFlag(intent))
    return data<ProductAnswer>({ intent: null, result: null, banner: "Please try that again.", stale: false }, { status: 400 });
  const version = Number(formData.get("version"));
  try {
    await setAdminProductFlag(token, productId, intent, version);
  } catch (error) {
    return refused(intent, error, `“${productFlagLabels[intent].label}” could not be done`);
  }
  return redirectWithFlash(request, adminProductPath(productId), { kind: "success", text: `${productFlagLabels[intent].done}.` });
}
