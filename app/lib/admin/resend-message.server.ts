import { data } from "@remix-run/node";
import { siteOriginHeadersFor } from "../auth/site-origin.server";
import { resendOrderMessage } from "../backend/admin-orders.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { MESSAGE_NOT_RESENDABLE, MESSAGE_RESENT } from "../../../contract/order-lifecycle/order-link";
import { asShopperNotFound } from "./operator.server";
import type { StepAnswer } from "./order-steps.server";

/** The order page's "Send the message again": once, while the shopper has not answered; a refusal is the page's banner. */
export async function resendMessageFromForm(request: Request, token: string, orderId: string) {
  try {
    await resendOrderMessage(token, orderId, siteOriginHeadersFor(request));
  } catch (error) {
    const notFound = asShopperNotFound(error);
    if (notFound !== error) throw notFound;
    const failure = backendFailure(error, MESSAGE_NOT_RESENDABLE);
    return data<StepAnswer>({ step: null, result: null, banner: failure.message, stale: false }, { status: failure.status });
  }
  return redirectWithFlash(request, `/admin/orders/${encodeURIComponent(orderId)}`, { kind: "success", text: `${MESSAGE_RESENT}.` });
}
