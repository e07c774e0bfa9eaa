import { data } from "@remix-run/node";
import { VARIANTS_SAVED } from "../../../contract/variants";
import { saveAdminProductVariants } from "../backend/admin-products.server";
import { redirectWithFlash } from "../forms/action-answers.server";
import { FORM_REFUSED, parseForm } from "../forms/form-data.server";
import { SaveVariantsSchema } from "../schemas/catalogue-admin";
import { adminProductPath } from "./catalogue";
import { answered, type ProductAnswer, refused } from "./product-answers.server";
import { formFieldErrors } from "./variant-form";

/**
 * The Sizes form: saved as a whole with the version it was rendered with. Its list buttons (add a
 * size, move one, remove one) post here too without JavaScript: the form comes back changed, with
 * everything typed kept. A stale version shows the product as it is now (the form starts again from it).
 */
export async function saveVariantsFromForm(request: Request, token: string, productId: string, formData: FormData) {
  let submission;
  try {
    submission = parseForm(formData, SaveVariantsSchema);
  } catch {
    // A list button's value no page of ours sends.
    return data<ProductAnswer>({ intent: "variants", result: null, banner: FORM_REFUSED, stale: false }, { status: 400 });
  }
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
