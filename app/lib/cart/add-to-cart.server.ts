import { parseForm } from "../forms/form-data.server";
import { data } from "@remix-run/node";
import { addCartItem } from "../backend/cart.server";
import { BackendError } from "../backend/client.server";
import type { z, ZodTypeAny } from "zod";
import type { AddCartItemBody } from "../../../contract/cart";
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
  const backTo = backToCard(safeRedirect(formData.get("redirectTo"), "/products"), formData.get("productId"));
  const attempt = await addToCart(token, formData, AddToCartSchema, ({ productId, quantity, size }) => ({
    productId,
    quantity,
    ...(size ? { size } : {}),
  }));
  const result: AddToCartResult = attempt.ok
    ? { ok: true, message: cartText.added }
    : { ok: false, message: attempt.message, ...(attempt.fieldErrors ? { fieldErrors: attempt.fieldErrors } : {}) };
  const status = attempt.ok ? 200 : attempt.status;
  if (isEnhancedSubmission(formData))
    return data({ ...result, message: localMessage(await requestLanguage(request), result.message) }, { status });
  const kind = result.ok ? "success" : "error";
  return redirectWithFlash(request, backTo, { kind, text: result.message, toastMs: toastMs(kind, business.addedToCartToastMs) });
}

/** How an add went: added, or refused by the form's check (with its first reason) or by the backend (with its own words). */
export type AddAttempt =
  | { ok: true }
  | { ok: false; status: number; message: string; fieldErrors?: Record<string, string[] | null>; reason?: string; backendMessage?: string };

/**
 * The one add-to-cart of the storefront, behind a card's button and the product page's Add to Cart
 * and Buy Now: the form checked against `schema`, then the item the form names added by the backend,
 * which prices it. Never throws a refusal; each caller answers it its own way.
 */
export async function addToCart<Schema extends ZodTypeAny>(
  token: string,
  formData: FormData,
  schema: Schema,
  itemOf: (value: z.output<Schema>) => AddCartItemBody,
): Promise<AddAttempt> {
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") {
    const fieldErrors = submission.reply().error ?? {};
    const reason = Object.values(fieldErrors).flat().find(Boolean) ?? undefined;
    return { ok: false, status: 400, message: reason ?? cartText.addFailed, fieldErrors, reason };
  }
  try {
    await addCartItem(token, itemOf(submission.value));
    return { ok: true };
  } catch (error) {
    const failure = backendFailure(error, cartText.addFailed);
    return {
      ok: false,
      status: failure.status,
      message: failure.message,
      backendMessage: error instanceof BackendError ? error.message : undefined,
    };
  }
}

/** The page the card was on, scrolled to the card. */
function backToCard(page: string, productId: FormDataEntryValue | null): string {
  const path = page.split("#")[0];
  return typeof productId === "string" && productId.trim() ? `${path}#${encodeURIComponent(cardAnchor(productId.trim()))}` : path;
}
