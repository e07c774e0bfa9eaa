import { formatRupees } from "../../../contract/money";
import { intlLocale } from "./languages";
import { useLanguage } from "./use-strings";

/** contract/money.ts's formatRupees in the page's language. */
export function useRupees() {
  const locale = intlLocale(useLanguage());
  return (amount: number, options: { paisa?: boolean } = {}) => formatRupees(amount, { ...options, locale });
}
