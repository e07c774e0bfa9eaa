import { Link } from "@remix-run/react";
import type { CartTotals, DeliveryQuote } from "~/lib/cart/cart";
import { rich } from "~/lib/i18n/rich";
import { useRupees } from "~/lib/i18n/use-rupees";
import { useStrings } from "~/lib/i18n/use-strings";

/**
 * Under the cart's and checkout's totals: how much more makes delivery free, or that it is, or that
 * the store does not deliver to the city; and, when the rule charges cities differently, which city
 * the fee is for (the backend charges the chosen address's city).
 */
export function DeliveryNote({ totals, delivery }: { totals: CartTotals; delivery: DeliveryQuote }) {
  const t = useStrings("cart");
  const { city } = delivery;
  const showCity = delivery.rule.cityOverrides.length > 0;
  const rupees = useRupees();
  const cityName = (
    <bdi lang="en" dir="ltr" className="untrusted-text">
      {city}
    </bdi>
  );
  return (
    <div className="space-y-1 text-sm">
      {totals.shipping === null && city !== null ? (
        <p role="status" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-900">
          {rich(t.notDeliveredTo, { city: cityName })}
        </p>
      ) : totals.remainingForFree === null ? null : totals.remainingForFree > 0 ? (
        <p className="rounded-md bg-brand-50 px-3 py-2 font-medium text-brand-900">
          {rich(t.freeDeliveryRemaining, { amount: <bdi>{rupees(totals.remainingForFree)}</bdi> })}
        </p>
      ) : (
        <p className="font-medium text-green-800">{t.freeDeliveryReached}</p>
      )}
      {showCity && city !== null ? (
        <p className="text-muted">
          {rich(t.deliveryTo, {
            city: cityName,
            policyLink: (
              <Link to="/shipping-returns" className="underline">
                {t.policyLink}
              </Link>
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}
