import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { AddressPicker } from "~/components/checkout/address-picker";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { FormErrors } from "~/components/ui/field";
import { preselectAddressId } from "~/lib/account/addresses";
import { PlaceOrderSchema, SetDefaultAddressSchema } from "~/lib/schemas/place-order";
import { AddAddressForm } from "./add-address-form";
import { DeliveryMethods, PaymentMethods } from "./checkout-choices";
import type { action, loader } from "./route";
import { TermsCheckbox } from "./terms-checkbox";

const parsePlaceOrder = (formData: FormData) => parseWithZod(formData, { schema: PlaceOrderSchema });

/** The address, delivery, payment and terms choices, and the Place Order form they all belong to. */
export function CheckoutForms() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();

  const placeResult = actionData?.intent === "place-order" ? actionData.result : undefined;
  const submittedAddress =
    typeof placeResult?.initialValue?.shippingAddress === "string" ? placeResult.initialValue.shippingAddress : undefined;
  const submittedTerms = placeResult?.initialValue ? placeResult.initialValue.terms === "on" : undefined;
  const setDefaultFailure = actionData?.intent === "set-default" ? actionData : undefined;
  // After a failed Place Order the next press sends the same key: if the first one did go through
  // (a timeout answered before the database did), the shopper gets that order, not an error.
  const submittedKey = placeResult?.initialValue?.idempotencyKey;
  const idempotencyKey =
    typeof submittedKey === "string" && /^[A-Za-z0-9-]{8,100}$/.test(submittedKey) ? submittedKey : loaderData.idempotencyKey;

  // The shopper's choices survive a failed post (kept from what they sent) and a redirect (kept in the URL).
  const firstSelection =
    preselectAddressId(loaderData.addresses, submittedAddress ?? setDefaultFailure?.addressId ?? loaderData.selectedAddressId) ?? null;
  const [selectedId, setSelectedId] = useState(firstSelection);
  const [termsAccepted, setTermsAccepted] = useState(submittedTerms ?? setDefaultFailure?.termsAccepted ?? loaderData.termsAccepted);
  const [seenSelection, setSeenSelection] = useState(loaderData.selectedAddressId);
  if (loaderData.selectedAddressId !== seenSelection) {
    // A newly added (or defaulted) address comes back in the URL: select it.
    setSeenSelection(loaderData.selectedAddressId);
    setSelectedId(loaderData.selectedAddressId);
  }
  const selectionExists = loaderData.addresses.some((address) => address.id === selectedId);

  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const placing = busyIntent === "place-order";

  const [form, fields] = useForm<z.input<typeof PlaceOrderSchema>>({
    id: "place-order",
    lastResult: placeResult as SubmissionResult<string[]> | undefined,
    constraint: getZodConstraint(PlaceOrderSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) =>
      // 'Set as default' posts this form too, and needs neither the terms nor the key.
      formData.get("intent") === "set-default"
        ? (parseWithZod(formData, { schema: SetDefaultAddressSchema }) as unknown as ReturnType<typeof parsePlaceOrder>)
        : parsePlaceOrder(formData),
  });

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="space-y-8">
        <section aria-labelledby="address-heading" className="card">
          <h2 id="address-heading" className="text-lg font-semibold">
            Delivery Address
          </h2>
          <div className="mt-4">
            <AddressPicker
              addresses={loaderData.addresses}
              selectedId={selectionExists ? selectedId : null}
              onSelect={setSelectedId}
              form={form.id}
              errorId={fields.shippingAddress.errorId}
              error={fields.shippingAddress.errors?.[0] ?? setDefaultFailure?.error}
              settingDefault={busyIntent === "set-default"}
            />
          </div>
          <AddAddressForm
            key={loaderData.addresses.length}
            open={loaderData.addresses.length === 0}
            lastResult={actionData?.intent === "add-address" ? (actionData.result as SubmissionResult<string[]>) : undefined}
            termsAccepted={termsAccepted}
            saving={busyIntent === "add-address"}
          />
        </section>

        <DeliveryMethods form={form.id} />
        <PaymentMethods form={form.id} />

        <Form method="post" action="/checkout" className="card space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <TermsCheckbox
            id={fields.terms.id}
            name={fields.terms.name}
            errorId={fields.terms.errorId}
            error={fields.terms.errors?.[0]}
            checked={termsAccepted}
            onChange={setTermsAccepted}
          />
          <FormErrors id={form.errorId} errors={form.errors} />
          <button
            type="submit"
            name="intent"
            value="place-order"
            className="btn-primary w-full py-3 text-base"
            // Without JavaScript the server answers these cases with a message instead.
            disabled={hydrated && (!selectionExists || !termsAccepted || placing)}
          >
            {placing ? "Processing..." : "Place Order"}
          </button>
          {hydrated && !placing && (!selectionExists || !termsAccepted) ? (
            <p className="text-center text-sm text-muted">
              {!selectionExists ? "Choose a delivery address" : "Accept the terms and conditions"} to place your order.
            </p>
          ) : null}
        </Form>
      </div>

      <CheckoutSummary lines={loaderData.lines} />
    </div>
  );
}
