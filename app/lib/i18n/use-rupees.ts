import { useRouteLoaderData } from "@remix-run/react";
import { formatRupees } from "../../../contract/money";

/** contract/money.ts's formatRupees in the page's Intl locale (the root loader's, from languages.ts's intlLocale). */
export function useRupees() {
  const locale = (useRouteLoaderData("root") as { locale?: string } | undefined)?.locale;
  return (amount: number, options: { paisa?: boolean } = {}) => formatRupees(amount, { ...options, locale });
}
