import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { ORDER_CHANGED } from "../../../contract/order-lifecycle/messages";
import { operatorSteps, orderTransitions, type OperatorStep } from "../../../contract/order-lifecycle/stages";
import { takeOperatorStep } from "../backend/admin-orders.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { parseForm } from "../forms/form-data.server";
import { operatorStepSchema } from "../schemas/order-steps";
import { asShopperNotFound } from "./operator.server";
import { asksFirst } from "./second-thoughts";
import { isConfirmed } from "../forms/confirm-field";

export type StepAnswer = {
  step: OperatorStep | null;
  result: SubmissionResult<string[]> | null;
  banner: string | null;
  stale: boolean;
  /**
   * A step that cannot be undone was posted without its second answer: the page asks, nothing changed, and
   * the answer is posted with the version the operator saw (`askedVersion`), so a change meanwhile is still caught.
   */
  asking?: boolean;
  askedVersion?: number;
};

const isOperatorStep = (value: unknown): value is OperatorStep => operatorSteps.includes(value as OperatorStep);

/**
 * One operator step posted from the order page: the form checked against the step's body, the
 * backend asked, and a 303 back with what was done. A refusal keeps what was typed; a stale
 * version (409) says so, and the page shows the order as it is now.
 */
export async function takeStepFromForm(request: Request, token: string, orderId: string, formData: FormData) {
  const step = formData.get("intent");
  if (!isOperatorStep(step)) {
    return data<StepAnswer>({ step: null, result: null, banner: "Please try that again.", stale: false }, { status: 400 });
  }
  const submission = parseForm(formData, operatorStepSchema(step));
  if (submission.status !== "success") {
    return data<StepAnswer>({ step, result: submission.reply(), banner: null, stale: false }, { status: 400 });
  }
  if (asksFirst(step) && !isConfirmed(formData)) {
    const askedVersion = Number((submission.value as { version: number }).version);
    return data<StepAnswer>({ step, result: submission.reply(), banner: null, stale: false, asking: true, askedVersion });
  }
  try {
    await takeOperatorStep(token, orderId, step, submission.value as Record<string, unknown>);
  } catch (error) {
    const notFound = asShopperNotFound(error);
    if (notFound !== error) throw notFound;
    const failure = backendFailure(error, `“${orderTransitions[step].label}” could not be done`);
    const stale = failure.status === 409 && failure.message === ORDER_CHANGED;
    return data<StepAnswer>(
      { step, result: submission.reply({ fieldErrors: failure.fieldErrors }), banner: failure.message, stale },
      { status: failure.status },
    );
  }
  return redirectWithFlash(request, `/admin/orders/${encodeURIComponent(orderId)}`, {
    kind: "success",
    text: `${orderTransitions[step].done}.`,
  });
}
