import type { ReactNode } from "react";
import { ChoiceRadio } from "~/components/checkout/choice-radio";
import { deliveryMethods, paymentMethods } from "~/lib/schemas/place-order";
import { useStrings } from "~/lib/i18n/use-strings";
import { formatCharge } from "../../../contract/money";

/**
 * The radios belong to the place-order form (`form`), though they sit in their own cards. Standard
 * shows what checkout charges for this cart to the chosen city (`standardFee`, the backend's figure;
 * null: no price to state, as for a city the store does not deliver to).
 */
export function DeliveryMethods({ form, standardFee }: { form: string; standardFee: number | null }) {
  const t = useStrings("checkout");
  return (
    <ChoiceSection id="delivery-heading" title={t.deliveryMethod}>
      {deliveryMethods.map((method) => (
        <ChoiceRadio
          key={method.value}
          name="deliveryMethod"
          value={method.value}
          label={t[`delivery.${method.value}`]}
          description={
            method.enabled
              ? t[`delivery.${method.value}.description`]
              : `${t[`delivery.${method.value}.description`]} · ${t.currentlyUnavailable}`
          }
          price={method.fee === null ? (standardFee === null ? undefined : formatCharge(standardFee)) : formatCharge(method.fee)}
          form={form}
          defaultChecked={method.value === "standard"}
          disabled={!method.enabled}
        />
      ))}
    </ChoiceSection>
  );
}

export function PaymentMethods({ form }: { form: string }) {
  const t = useStrings("checkout");
  return (
    <ChoiceSection id="payment-heading" title={t.paymentMethod}>
      {paymentMethods.map((method) => (
        <ChoiceRadio
          key={method.value}
          name="paymentMethod"
          value={method.value}
          label={t[`payment.${method.value}`]}
          description={t[`payment.${method.value}.description`]}
          form={form}
          defaultChecked={method.value === "cod"}
          disabled={!method.enabled}
        />
      ))}
    </ChoiceSection>
  );
}

function ChoiceSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </section>
  );
}
