import type { ReturnRequestBody } from "../../../contract/order-lifecycle/bodies";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { cancelOwnOrder, requestReturn } from "../backend/orders.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { parseForm } from "../forms/form-data.server";
import { isConfirmed } from "../forms/confirm-field";
import { ReturnRequestSchema, ShopperCancelSchema } from "../schemas/order-steps";
import { shopperStepMessages as messages } from "./shopper-step-messages";

export type ShopperStepAnswer = {
  intent: "cancel-order" | "request-return" | "add-return-photo" | "remove-return-photo" | null;
  result: SubmissionResult<string[]> | null;
  banner: string | null;
  /** The cancel was posted without its second answer: the page asks "Cancel order …?" and nothing changed. */
  asking?: boolean;
};

const refused = (answer: ShopperStepAnswer, status: number) => data<ShopperStepAnswer>(answer, { status });

/** The shopper's own steps from their order page: cancel (2 hours, before shipping) and ask for a return. */
export async function takeShopperStep(request: Request, token: string, orderId: string, formData: FormData) {
  const intent = formData.get("intent");
  const here = `/orders/${encodeURIComponent(orderId)}`;
  if (intent !== "cancel-order" && intent !== "request-return")
    return refused({ intent: null, result: null, banner: messages.tryAgain }, 400);
  const submission = parseForm(formData, intent === "cancel-order" ? ShopperCancelSchema : ReturnRequestSchema);
  if (submission.status !== "success") return refused({ intent, result: submission.reply(), banner: null }, 400);
  if (intent === "cancel-order" && !isConfirmed(formData))
    return data<ShopperStepAnswer>({ intent, result: null, banner: null, asking: true });
  try {
    if (intent === "cancel-order") await cancelOwnOrder(token, orderId, submission.value);
    else await requestReturn(token, orderId, submission.value as ReturnRequestBody);
  } catch (error) {
    const fallback = intent === "cancel-order" ? messages.cancelFailed : messages.returnFailed;
    const failure = backendFailure(error, fallback);
    return refused({ intent, result: submission.reply({ fieldErrors: failure.fieldErrors }), banner: failure.message }, failure.status);
  }
  const text = intent === "cancel-order" ? messages.cancelled : messages.returnSent;
  return redirectWithFlash(request, here, { kind: "success", text });
}
