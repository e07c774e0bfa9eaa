import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A 409 means the thing changed under the form (another operator's step, a shopper's cancel): the
 * page loads it again so the refusal sits beside what is true now. Other refusals keep the page.
 */
export const revalidateOnConflict: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;
