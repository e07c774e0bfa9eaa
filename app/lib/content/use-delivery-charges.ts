import { useLoaderData } from "@remix-run/react";
import type { DeliveryRule } from "../../../contract/delivery-fee";
import { useRupees } from "~/lib/i18n/use-rupees";
import { useStrings } from "~/lib/i18n/use-strings";
import { deliveryChargeLines } from "./delivery-charges";

/** The delivery charges in force, as one sentence run, for a page whose loader is `deliveryPageData`. */
export function useDeliveryChargesText(): string {
  const { deliveryRule } = useLoaderData<{ deliveryRule: DeliveryRule }>();
  return deliveryChargeLines(deliveryRule, useStrings("delivery"), useRupees()).join(" ");
}
