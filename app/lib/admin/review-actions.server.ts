import { data } from "@remix-run/node";
import { reviewReplyBody } from "../../../contract/reviews";
import { replyToAdminReview, saveReviewSettings, setAdminReviewStatus } from "../backend/admin-reviews.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { asShopperNotFound } from "./operator.server";
import { ADMIN_SETTINGS_PATH } from "../../../contract/store-settings";

/** A refused moderation post: the message, beside the review's reply field when it is about the reply, and what was typed. */
export type ReviewModerationAnswer = { reviewId: string | null; message: string; reply: string };

const refuse = (answer: ReviewModerationAnswer, status: number) => data<ReviewModerationAnswer>(answer, { status });

/** /admin/reviews's forms: publish, hide, reply once. The backend checks the role again. */
export async function moderateFromForm(request: Request, token: string, formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  const reviewId = String(formData.get("reviewId") ?? "");
  const reply = String(formData.get("reply") ?? "");
  const back = new URL(request.url);
  const here = back.pathname + back.search;
  try {
    if (intent === "publish" || intent === "hide") {
      await setAdminReviewStatus(token, reviewId, intent === "publish" ? "published" : "hidden");
      return redirectWithFlash(request, here, { kind: "success", text: intent === "publish" ? "Review published." : "Review hidden." });
    }
    if (intent === "reply") {
      const parsed = reviewReplyBody.safeParse({ reply });
      if (!parsed.success) return refuse({ reviewId, message: parsed.error.issues[0].message, reply }, 400);
      await replyToAdminReview(token, reviewId, parsed.data.reply);
      return redirectWithFlash(request, here, { kind: "success", text: "Reply posted." });
    }
    return refuse({ reviewId: null, message: "Reload the page and try again", reply: "" }, 400);
  } catch (error) {
    const notFound = asShopperNotFound(error);
    if (notFound !== error) throw notFound;
    const failure = backendFailure(error, "The review could not be changed");
    return refuse({ reviewId: reviewId || null, message: failure.message, reply }, failure.status);
  }
}

/** /admin/settings's review form: publish new and edited reviews at once, or hold them for approval. */
export async function saveModerationFromForm(request: Request, token: string, formData: FormData) {
  const hold = formData.get("holdForModeration") === "hold";
  try {
    await saveReviewSettings(token, { holdForModeration: hold });
  } catch (error) {
    const failure = backendFailure(error, "The review setting could not be saved");
    return data({ reviewModeration: failure.message }, { status: failure.status });
  }
  const text = hold ? "New reviews now wait for your approval." : "New reviews are now published at once.";
  return redirectWithFlash(request, `${ADMIN_SETTINGS_PATH}#reviews`, { kind: "success", text });
}
