import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { OpenAddressChange } from "~/components/address-book/saved-address";
import { AddressPicker } from "~/components/checkout/address-picker";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { ErrorSummary } from "~/components/ui/error-summary";
import { preselectAddressId } from "~/lib/account/addresses";
import { cartTotals } from "~/lib/cart/cart";
import { AddressSchema } from "~/lib/schemas/address";
import { NEW_ADDRESS, PlaceOrderSchema, SetDefaultAddressSchema } from "~/lib/schemas/place-order";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useRupees } from "~/lib/i18n/use-rupees";
import { useStrings } from "~/lib/i18n/use-strings";
import { NewAddress } from "./add-address-form";
import { CityFeeNote, cityOfResult } from "./city-fee-note";
import { DeliveryMethods, PaymentMethods } from "./checkout-choices";
import { ContactPhone } from "./contact-phone";
import { summaryErrors } from "./error-summary-items";
import type { action, loader } from "./route";
import { NoMessagesCheckbox, TermsCheckbox } from "./terms-checkbox";

type PlaceOrderResult = ReturnType<typeof parsePlaceOrder>;
const parsePlaceOrder = (formData: FormData) => parseWithZod(formData, { schema: PlaceOrderSchema });

/** 'Set as default' and 'Save Address' post this form too, each checked for what it needs. */
function validate(formData: FormData): PlaceOrderResult {
  const intent = formData.get("intent");
  if (intent === "set-default") return parseWithZod(formData, { schema: SetDefaultAddressSchema }) as unknown as PlaceOrderResult;
  if (intent === "add-address") return parseWithZod(formData, { schema: AddressSchema }) as unknown as PlaceOrderResult;
  return parsePlaceOrder(formData);
}

/** The address, delivery, payment, phone and terms choices: one Place Order form, its problems summed up at its top. */
export function CheckoutForms() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const t = useStrings("checkout");
  const localMessage = useLocalMessage();
  const rupees = useRupees();

  const lastResult =
    actionData?.intent === "place-order" || actionData?.intent === "add-address"
      ? (actionData.result as SubmissionResult<string[]>)
      : undefined;
  const submittedAddress =
    typeof lastResult?.initialValue?.shippingAddress === "string" ? lastResult.initialValue.shippingAddress : undefined;
  const submittedTerms = lastResult?.initialValue ? lastResult.initialValue.terms === "on" : undefined;
  const setDefaultFailure = actionData?.intent === "set-default" ? actionData : undefined;
  // After a failed Place Order the next press sends the same key: if the first one did go through
  // (a timeout answered before the database did), the shopper gets that order, not an error.
  const submittedKey = lastResult?.initialValue?.idempotencyKey;
  const idempotencyKey =
    typeof submittedKey === "string" && /^[A-Za-z0-9-]{8,100}$/.test(submittedKey) ? submittedKey : loaderData.idempotencyKey;

  const { addresses } = loaderData;
  const hasSavedAddresses = addresses.length > 0;
  // The shopper's choices survive a failed post (kept from what they sent) and a redirect (kept in the URL).
  const chooseFrom = (requested: string | null | undefined) =>
    !hasSavedAddresses || requested === NEW_ADDRESS ? NEW_ADDRESS : preselectAddressId(addresses, requested);
  const [selectedId, setSelectedId] = useState(() =>
    chooseFrom(submittedAddress ?? setDefaultFailure?.addressId ?? loaderData.selectedAddressId),
  );
  const [termsAccepted, setTermsAccepted] = useState(submittedTerms ?? setDefaultFailure?.termsAccepted ?? loaderData.termsAccepted);
  // The new address's city as chosen so far (the server's reply keeps what was sent): its fee is the one shown.
  const [newCity, setNewCity] = useState(() => cityOfResult(lastResult));
  const [seen, setSeen] = useState({ selection: loaderData.selectedAddressId, result: lastResult, saved: addresses.length });
  if (loaderData.selectedAddressId !== seen.selection || lastResult !== seen.result || addresses.length !== seen.saved) {
    // A newly added (or defaulted) address comes back in the URL, or a refused order saved the typed one: select it.
    setSeen({ selection: loaderData.selectedAddressId, result: lastResult, saved: addresses.length });
    setNewCity(cityOfResult(lastResult));
    if (loaderData.selectedAddressId !== seen.selection) setSelectedId(loaderData.selectedAddressId);
    else if (submittedAddress) setSelectedId(chooseFrom(submittedAddress));
  }
  const newChosen = selectedId === NEW_ADDRESS;
  // The fee follows the chosen address's city (the backend charges that one); a new address without one yet: the default fee.
  const chosenCity = newChosen ? newCity : (addresses.find((address) => address.id === selectedId)?.city ?? null);
  const delivery = { rule: loaderData.deliveryRule, city: chosenCity };
  const totals = cartTotals(loaderData.lines, delivery);
  const selectionExists = newChosen || addresses.some((address) => address.id === selectedId);

  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const placing = busyIntent === "place-order";

  const [form, fields] = useForm<z.input<typeof PlaceOrderSchema>>({
    id: "place-order",
    lastResult,
    constraint: getZodConstraint(PlaceOrderSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => validate(formData),
  });
  const firstRadioId = `address-${selectedId && !newChosen ? selectedId : addresses[0]?.id}`;
  const errors = summaryErrors(form.errors, fields, {
    shippingAddress: hasSavedAddresses ? firstRadioId : fields.street.id,
    deliveryMethod: "deliveryMethod-standard",
    paymentMethod: "paymentMethod-cod",
  }).map((error) => ({ ...error, message: localMessage(error.message) }));
  const addressError = fields.shippingAddress.errors?.[0] ?? setDefaultFailure?.error;
  const termsError = fields.terms.errors?.[0];

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="space-y-8">
        <OpenAddressChange addresses={addresses} />
        <Form method="post" action="/checkout" aria-label={t.formLabel} className="space-y-8" {...getFormProps(form)}>
          <ErrorSummary id={`${form.id}-summary`} listId={form.errorId} heading={t.problems} errors={errors} />
          <section aria-labelledby="address-heading" className="card">
            <h2 id="address-heading" className="text-lg font-semibold">
              {t.deliveryAddress}
            </h2>
            <div className="mt-4">
              <AddressPicker
                addresses={addresses}
                selectedId={selectionExists && !newChosen ? selectedId : null}
                onSelect={setSelectedId}
                form={form.id}
                errorId={fields.shippingAddress.errorId}
                error={addressError && localMessage(addressError)}
                summarised={Boolean(fields.shippingAddress.errors?.length)}
                settingDefault={busyIntent === "set-default"}
              />
            </div>
            <NewAddress
              key={addresses.length}
              form={form.id}
              fields={fields}
              hasSavedAddresses={hasSavedAddresses}
              chosen={newChosen}
              onChoose={() => setSelectedId(NEW_ADDRESS)}
              open={!hasSavedAddresses || (newChosen && lastResult !== undefined) || actionData?.intent === "add-address"}
              saving={busyIntent === "add-address"}
              onCityChange={setNewCity}
              cityNote={newChosen && newCity !== null ? <CityFeeNote city={newCity} fee={totals.shipping} /> : null}
            />
          </section>

          <DeliveryMethods form={form.id} standardFee={totals.shipping} />
          <PaymentMethods form={form.id} />

          <div className="card space-y-4">
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <ContactPhone field={fields.phone} phoneOnFile={loaderData.phoneOnFile} />
            <NoMessagesCheckbox name={fields.noMessages.name} submitted={lastResult?.initialValue?.noMessages === "on"} />
            <TermsCheckbox
              id={fields.terms.id}
              name={fields.terms.name}
              errorId={fields.terms.errorId}
              error={termsError && localMessage(termsError)}
              checked={termsAccepted}
              onChange={setTermsAccepted}
            />
            {/* On a phone the order summary comes after this form: the amount to have ready sits above the button. */}
            <p className="flex justify-between border-t border-line pt-3 font-semibold lg:hidden">
              <span>{t.totalOnDelivery}</span>
              <bdi>{rupees(totals.total)}</bdi>
            </p>
            <button
              type="submit"
              name="intent"
              value="place-order"
              className="btn-primary w-full py-3 text-base"
              // Without JavaScript the server answers these cases with a message instead.
              disabled={hydrated && (!selectionExists || !termsAccepted || placing)}
            >
              {placing ? t.processing : t.placeOrder}
            </button>
            {hydrated && !placing && (!selectionExists || !termsAccepted) ? (
              <p className="text-center text-sm text-muted">{!selectionExists ? t.chooseAddressFirst : t.acceptTermsFirst}</p>
            ) : null}
          </div>
        </Form>
      </div>

      <CheckoutSummary lines={loaderData.lines} totals={totals} delivery={delivery} />
    </div>
  );
}
