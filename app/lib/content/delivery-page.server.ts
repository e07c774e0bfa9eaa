import { fetchDeliveryRule } from "~/lib/backend/settings.server";
import { pageStrings } from "~/lib/i18n/i18n.server";
import type { RequestScopeArgs } from "~/lib/request-scope.server";
import type { Namespace } from "~/locales/types";

/** The loader of an information page that states the delivery charges: its strings and the rule in force. */
export async function deliveryPageData<N extends Namespace>(args: RequestScopeArgs, namespace: N) {
  const [strings, deliveryRule] = await Promise.all([pageStrings<N | "delivery">(args, namespace, "delivery"), fetchDeliveryRule()]);
  return { strings, deliveryRule };
}
