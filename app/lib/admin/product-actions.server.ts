import { data } from "@remix-run/node";
import { type EditProductBody, productFlagActions, productFlagLabels, type ProductFlagAction } from "../../../contract/catalogue-admin";
import { adjustAdminProductStock, createAdminProduct, editAdminProduct, setAdminProductFlag } from "../backend/admin-products.server";
import { redirectWithFlash } from "../forms/action-answers.server";
import { parseForm } from "../forms/form-data.server";
import { CreateProductSchema, EditProductSchema, VariantStockSchema } from "../schemas/catalogue-admin";
import { adminProductPath } from "./catalogue";
import { answered, type ProductAnswer, refused } from "./product-answers.server";
import { saveVariantsFromForm } from "./variant-actions.server";

export type { ProductAnswer, ProductIntent } from "./product-answers.server";

const isFlag = (value: unknown): value is ProductFlagAction => productFlagActions.includes(value as ProductFlagAction);

/** The new-product form: created, then on to its page (where stock, photos and the ledger are). */
export async function createProductFromForm(request: Request, token: string, formData: FormData) {
  const submission = parseForm(formData, CreateProductSchema);
  if (submission.status !== "success") return answered("save", submission.reply());
  try {
    const product = await createAdminProduct(token, submission.value);
    return redirectWithFlash(request, adminProductPath(product._id), { kind: "success", text: `${product.name} created.` });
  } catch (error) {
    return refused("save", error, "The product could not be created", (fieldErrors) => submission.reply({ fieldErrors }));
  }
}

/** One of the product page's forms, told apart by `intent`: the edit, a stock adjustment, the sizes, archive or a best-seller pin. */
export async function changeProductFromForm(request: Request, token: string, productId: string, formData: FormData) {
  const intent = formData.get("intent");
  // Conform reads this as JSON and throws on anything else; none of these forms sends it.
  formData.delete("__state__");
  if (intent === "variants") return saveVariantsFromForm(request, token, productId, formData);
  // Only the Sizes form has list buttons: a list change posted with another form is no form of ours.
  formData.delete("__intent__");
  if (intent === "save") {
    const submission = parseForm(formData, EditProductSchema);
    if (submission.status !== "success") return answered(intent, submission.reply());
    try {
      const product = await editAdminProduct(token, productId, submission.value as EditProductBody);
      return redirectWithFlash(request, adminProductPath(product._id), { kind: "success", text: "Changes saved." });
    } catch (error) {
      return refused(intent, error, "The changes could not be saved", (fieldErrors) => submission.reply({ fieldErrors }));
    }
  }
  if (intent === "stock") {
    const submission = parseForm(formData, VariantStockSchema);
    if (submission.status !== "success") return answered(intent, submission.reply());
    try {
      const product = await adjustAdminProductStock(token, productId, submission.value);
      const size = product.variants.find((variant) => variant.id === submission.value.variant && variant.label !== "");
      const text = size ? `${size.label}: stock is now ${size.stock}.` : `Stock is now ${product.stock}.`;
      return redirectWithFlash(request, adminProductPath(product._id), { kind: "success", text });
    } catch (error) {
      return refused(intent, error, "The stock could not be changed", (fieldErrors) => submission.reply({ fieldErrors }));
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
