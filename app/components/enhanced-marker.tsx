import { useHydrated } from "remix-utils/use-hydrated";
import { ENHANCED_FIELD } from "~/lib/forms/progressive";

/** Tells the action that JavaScript sent this form, so it answers data instead of a redirect. */
export function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
