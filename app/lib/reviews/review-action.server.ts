import { data } from "@remix-run/node";
import { reviewFormSchema } from "../../../contract/reviews";
import { saveReview } from "../backend/reviews.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { parseForm } from "../forms/form-data.server";
import { localMessage, requestLanguage } from "../i18n/i18n.server";
import { REVIEW_INTENT, type ReviewAnswer } from "./review-answer";
import { reviewMessages } from "./review-messages";

const fieldNames = ["stars", "title", "text"] as const;

/**
 * A review form's post (the product page's or the order page's): checked here and by the backend,
 * which alone decides whether this shopper may review the product. A refusal comes back with the
 * messages next to their fields and what was typed; a saved review goes back to `returnTo`.
 */
export async function postReview(request: Request, token: string, productId: string, formData: FormData, returnTo: string) {
  const language = await requestLanguage(request);
  const values = Object.fromEntries(fieldNames.map((name) => [name, String(formData.get(name) ?? "")])) as ReviewAnswer["values"];
  const refuse = (errors: Record<string, string[] | null | undefined>, banner: string | null, status: number) =>
    data<ReviewAnswer>(
      {
        intent: REVIEW_INTENT,
        productId,
        values,
        banner: banner && localMessage(language, banner),
        errors: Object.fromEntries(
          fieldNames.flatMap((name) => (errors[name]?.[0] ? [[name, localMessage(language, errors[name]![0])]] : [])),
        ),
      },
      { status },
    );

  const submission = parseForm(formData, reviewFormSchema);
  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    return refuse(errors, errors[""]?.[0] ?? null, 400);
  }
  try {
    const saved = await saveReview(token, { productId, ...submission.value, language });
    const text =
      saved.status === "published" ? reviewMessages.published : saved.status === "pending" ? reviewMessages.held : reviewMessages.saved;
    return redirectWithFlash(request, returnTo, { kind: "success", text });
  } catch (error) {
    const failure = backendFailure(error, reviewMessages.failed);
    return refuse(failure.fieldErrors, failure.message, failure.status);
  }
}
