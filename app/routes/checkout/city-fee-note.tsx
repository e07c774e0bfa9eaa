import type { SubmissionResult } from "@conform-to/react";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useRupees } from "~/lib/i18n/use-rupees";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { chosenCity } from "../../../contract/city-choice";
import { listedCity, notDeliveredTo } from "../../../contract/delivery-fee";

/** The city a reply from the server kept for the new address (what the shopper sent), or null. */
export function cityOfResult(result: SubmissionResult<string[]> | undefined): string | null {
  const sent = result?.initialValue;
  if (typeof sent?.city !== "string") return null;
  return chosenCity(sent.city, typeof sent.cityOther === "string" ? sent.cityOther : "");
}

/**
 * Under the new address's city: what delivery there costs this order (the rule the server sent,
 * worked out as the backend will), or the rule's refusal when the store does not deliver there.
 */
export function CityFeeNote({ city, fee }: { city: string; fee: number | null }) {
  const t = useStrings("addresses");
  const local = useLocalMessage();
  const rupees = useRupees();
  if (fee === null) return <p className="field-error">{local(notDeliveredTo(city))}</p>;
  const listed = listedCity(city);
  const name = listed ? t[`city.${listed}` as keyof typeof t] : city;
  return <p className="text-muted">{fill(t.cityFee, { city: name, fee: rupees(fee) })}</p>;
}
