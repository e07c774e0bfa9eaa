import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { PRODUCT_CHANGED, type ProductFlagAction } from "../../../contract/catalogue-admin";
import { backendFailure } from "../forms/action-answers.server";
import { asShopperNotFound } from "./operator.server";

export type ProductIntent = "save" | "stock" | "variants" | ProductFlagAction;
export type ProductAnswer = {
  intent: ProductIntent | null;
  result: SubmissionResult<string[]> | null;
  banner: string | null;
  stale: boolean;
};

/** A form's own refusal (or a list change without JavaScript, `status` 200): what was typed kept, messages beside the fields. */
export const answered = (intent: ProductIntent, result: SubmissionResult<string[]>, status = 400) =>
  data<ProductAnswer>({ intent, result, banner: null, stale: false }, { status });

/** A backend refusal as the page shows it: what was typed kept, the message beside its field or at the top. */
export function refused(
  intent: ProductIntent,
  error: unknown,
  fallback: string,
  reply?: (fieldErrors: Record<string, string[]>) => SubmissionResult<string[]>,
) {
  const notFound = asShopperNotFound(error);
  if (notFound !== error) throw notFound;
  const failure = backendFailure(error, fallback);
  const stale = failure.status === 409 && failure.message === PRODUCT_CHANGED;
  const besideFields = reply !== undefined && Object.keys(failure.fieldErrors).length > 0;
  return data<ProductAnswer>(
    { intent, result: reply?.(failure.fieldErrors) ?? null, banner: besideFields ? null : failure.message, stale },
    { status: failure.status },
  );
}
