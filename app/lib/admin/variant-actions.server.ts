import { data } from "@remix-run/node";
import { MAX_VARIANTS, VARIANTS_SAVED } from "../../../contract/variants";
import { saveAdminProductVariants } from "../backend/admin-products.server";
import { redirectWithFlash } from "../forms/action-answers.server";
import { FORM_REFUSED, parseForm } from "../forms/form-data.server";
import { SaveVariantsSchema } from "../schemas/catalogue-admin";
import { adminProductPath } from "./catalogue";
import { answered, type ProductAnswer, refused } from "./product-answers.server";
import { formFieldErrors } from "./variant-form";

/** Conform's list buttons post their change under this name. */
const LIST_BUTTON = "__intent__";
const position = (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_VARIANTS);

/** "Add a size" starts the new row at the product's price, and at nothing else. */
const isNewSizeDefault = (value: unknown) =>
  value === undefined ||
  (typeof value === "object" &&
    value !== null &&
    Object.keys(value).join() === "price" &&
    /^\d{1,8}$/.test(String((value as { price: unknown }).price)));

/**
 * Only the changes the Sizes form's buttons make (add, remove or move a size of `variants`, at a
 * position the list can have): Conform would otherwise apply any change to any path it is sent.
 */
function isListButton(value: FormDataEntryValue | null): boolean {
  if (value === null) return true;
  if (typeof value !== "string") return false;
  try {
    const { type, payload } = JSON.parse(value) as { type?: unknown; payload?: Record<string, unknown> };
    if (typeof payload !== "object" || payload === null || payload.name !== "variants") return false;
    if (type === "insert") return position(payload.index) && isNewSizeDefault(payload.defaultValue);
    if (type === "remove") return payload.index !== undefined && position(payload.index);
    return type === "reorder" && payload.from !== undefined && payload.to !== undefined && position(payload.from) && position(payload.to);
  } catch {
    return false;
  }
}

/**
 * The Sizes form: saved as a whole with the version it was rendered with. Its list buttons (add a
 * size, move one, remove one) post here too without JavaScript: the form comes back changed, with
 * everything typed kept. A stale version shows the product as it is now (the form starts again from it).
 */
export async function saveVariantsFromForm(request: Request, token: string, productId: string, formData: FormData) {
  if (!isListButton(formData.get(LIST_BUTTON)))
    return data<ProductAnswer>({ intent: "variants", result: null, banner: FORM_REFUSED, stale: false }, { status: 400 });
  const submission = parseForm(formData, SaveVariantsSchema);
  if (submission.status === undefined) return answered("variants", submission.reply(), 200);
  if (submission.status !== "success") return answered("variants", submission.reply());
  try {
    await saveAdminProductVariants(token, productId, submission.value);
  } catch (error) {
    const answer = refused("variants", error, "The sizes could not be saved", (fieldErrors) =>
      submission.reply({ fieldErrors: formFieldErrors(fieldErrors) }),
    );
    return answer.data.stale ? data<ProductAnswer>({ ...answer.data, result: null }, answer.init ?? undefined) : answer;
  }
  return redirectWithFlash(request, adminProductPath(productId), { kind: "success", text: `${VARIANTS_SAVED}.` });
}
