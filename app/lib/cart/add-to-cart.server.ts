import { parseForm } from "../forms/form-data.server";
import { data } from "@remix-run/node";
import { addCartItem } from "../backend/cart.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { cartText } from "./cart";
import { isEnhancedSubmission } from "../forms/progressive";
import { safeRedirect } from "../security/safe-redirect";
import { AddToCartSchema } from "../schemas/add-to-cart";
import { localMessage, requestLanguage } from "../i18n/i18n.server";
import { cardAnchor } from "~/components/product-card";
import { toastMs } from "~/components/toast";
import { business } from "../../../contract/business";

export type AddToCartResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string[] | null> };

/**
 * Add to cart from a product card, wherever the card is shown. With JavaScript (a fetcher) it
 * answers the result for the card's message, in the page's language (the card's page sends no
 * translations: it is the lightest page); without, a 303 back to the card itself (`#card-…`, so the
 * shopper is not sent to the page's top) with the message as a flash, which the next page
 * translates and floats as a toast.
 */
export async function addToCartFromCard(request: Request, formData: FormData, token: string) {
  const enhanced = isEnhancedSubmission(formData);
  const backTo = backToCard(safeRedirect(formData.get("redirectTo"), "/products"), formData.get("productId"));
  const submission = parseForm(formData, AddToCartSchema);

  let result: AddToCartResult;
  let status = 200;
  if (submission.status !== "success") {
    const fieldErrors = submission.reply().error ?? {};
    const firstError = Object.values(fieldErrors).flat().find(Boolean);
    result = { ok: false, message: firstError ?? cartText.addFailed, fieldErrors };
    status = 400;
  } else {
    try {
      const { productId, quantity, size } = submission.value;
      await addCartItem(token, { productId, quantity, ...(size ? { size } : {}) });
      result = { ok: true, message: cartText.added };
    } catch (error) {
      const failure = backendFailure(error, cartText.addFailed);
      result = { ok: false, message: failure.message };
      status = failure.status;
    }
  }
  if (enhanced) return data({ ...result, message: localMessage(await requestLanguage(request), result.message) }, { status });
  const kind = result.ok ? "success" : "error";
  return redirectWithFlash(request, backTo, { kind, text: result.message, toastMs: toastMs(kind, business.addedToCartToastMs) });
}

/** The page the card was on, scrolled to the card. */
function backToCard(page: string, productId: FormDataEntryValue | null): string {
  const path = page.split("#")[0];
  return typeof productId === "string" && productId.trim() ? `${path}#${encodeURIComponent(cardAnchor(productId.trim()))}` : path;
}
