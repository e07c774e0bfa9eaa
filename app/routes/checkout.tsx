import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { randomUUID } from "node:crypto";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { AddressFields } from "~/components/checkout/address-fields";
import { AddressPicker } from "~/components/checkout/address-picker";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { ChoiceRadio } from "~/components/checkout/choice-radio";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormErrors } from "~/components/ui/field";
import { preselectAddressId, toAddressView } from "~/lib/account/addresses";
import { requireViewer, type Viewer } from "~/lib/auth/viewer.server";
import { addAddressFromForm, makeDefaultAddress } from "~/lib/account/address-actions.server";
import { fetchAddresses } from "~/lib/backend/addresses.server";
import { fetchCart } from "~/lib/backend/cart.server";
import { cartView } from "~/lib/cart/cart-view";
import { placeOrder as placeOrderWithBackend } from "~/lib/backend/orders.server";
import { backendFailure, redirectWithFlash } from "~/lib/forms/action-answers.server";
import { formatCharge } from "../../contract/money";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import { AddressSchema } from "~/lib/schemas/address";
import { deliveryMethods, paymentMethods, PlaceOrderSchema, SetDefaultAddressSchema } from "~/lib/schemas/place-order";
import { SELECT_ADDRESS } from "../../contract/messages";
import { readForm } from "~/lib/forms/form-data.server";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = () => [{ title: "Checkout — Cookware.pk" }, { name: "robots", content: "noindex" }];

const PLACE_ORDER_FORM = "place-order";
const ADD_ADDRESS_FORM = "add-address";

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const [cart, addressBook] = await Promise.all([fetchCart(viewer.token), fetchAddresses(viewer.token)]);
  const url = new URL(args.request.url);
  const addresses = addressBook.map(toAddressView);
  return data(
    {
      lines: cartView(cart).lines,
      addresses,
      selectedAddressId: preselectAddressId(addresses, url.searchParams.get("address")),
      termsAccepted: url.searchParams.get("terms") === "1",
      // One key per page view: a double click or a resubmitted form places one order.
      idempotencyKey: randomUUID(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const viewer = await requireViewer(args);
  const formData = await readForm(args.request);
  switch (formData.get("intent")) {
    case "add-address":
      return addAddress(args.request, viewer, formData);
    case "set-default":
      return setDefaultAddress(args.request, viewer, formData);
    default:
      return placeOrder(viewer, formData);
  }
}

/** Where the page comes back to after a change, with the shopper's choices kept in the URL. */
function checkoutUrl(addressId: string | null, termsAccepted: boolean) {
  const params = new URLSearchParams();
  if (addressId) params.set("address", addressId);
  if (termsAccepted) params.set("terms", "1");
  const query = params.toString();
  return query ? `/checkout?${query}` : "/checkout";
}

async function addAddress(request: Request, viewer: Viewer, formData: FormData) {
  const added = await addAddressFromForm(viewer.token, formData, AddressSchema);
  if (added.ok) {
    return redirectWithFlash(request, checkoutUrl(added.address.id, formData.get("terms") === "1"), {
      kind: "success",
      text: "Address saved and selected for delivery.",
    });
  }
  const { submission, failure } = added;
  if (!failure) return data({ intent: "add-address" as const, result: submission.reply() }, { status: 400 });
  return data(
    { intent: "add-address" as const, result: submission.reply({ formErrors: [failure.message], fieldErrors: failure.fieldErrors }) },
    { status: failure.status },
  );
}

async function setDefaultAddress(request: Request, viewer: Viewer, formData: FormData) {
  const addressId = String(formData.get("shippingAddress") ?? "").trim();
  const termsAccepted = formData.get("terms") === "on";
  if (!addressId) return data({ intent: "set-default" as const, error: SELECT_ADDRESS, addressId: null, termsAccepted }, { status: 400 });
  const changed = await makeDefaultAddress(viewer.token, addressId);
  if (!changed.ok) {
    return data({ intent: "set-default" as const, error: changed.failure.message, addressId, termsAccepted }, { status: changed.failure.status });
  }
  return redirectWithFlash(request, checkoutUrl(addressId, termsAccepted), { kind: "success", text: "Default address updated." });
}

async function placeOrder(viewer: Viewer, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PlaceOrderSchema });
  if (submission.status !== "success") {
    return data({ intent: "place-order" as const, result: submission.reply() }, { status: 400 });
  }
  const { shippingAddress, paymentMethod, idempotencyKey } = submission.value;
  try {
    const { orderId } = await placeOrderWithBackend(viewer.token, { shippingAddress, paymentMethod }, idempotencyKey);
    return redirect(`/order-confirmation/${encodeURIComponent(orderId)}`, 303);
  } catch (error) {
    // The shopper stays here with their choices (conform keeps the submitted values) and the reason.
    const { status, message, fieldErrors } = backendFailure(error, "We could not place your order");
    const formErrors = fieldErrors.shippingAddress ? [] : [message];
    return data({ intent: "place-order" as const, result: submission.reply({ formErrors, fieldErrors }) }, { status });
  }
}

export default function CheckoutPage() {
  const { lines } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Link to="/cart" className="text-sm font-medium text-brand-700 underline">
        ← Back to Cart
      </Link>
      <h1 className="page-title mt-3">Checkout</h1>
      {lines.length === 0 ? <EmptyCart /> : <CheckoutForms />}
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="card mt-8 max-w-xl text-center">
      <h2 className="text-xl font-semibold">Your cart is empty</h2>
      <p className="mt-2 text-muted">Add some cookware to your cart before checking out.</p>
      <Link to="/products" className="btn-primary mt-6">
        Continue Shopping
      </Link>
    </div>
  );
}

const parsePlaceOrder = (formData: FormData) => parseWithZod(formData, { schema: PlaceOrderSchema });

function CheckoutForms() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();

  const placeResult = actionData?.intent === "place-order" ? actionData.result : undefined;
  const submittedAddress = typeof placeResult?.initialValue?.shippingAddress === "string" ? placeResult.initialValue.shippingAddress : undefined;
  const submittedTerms = placeResult?.initialValue ? placeResult.initialValue.terms === "on" : undefined;
  const setDefaultFailure = actionData?.intent === "set-default" ? actionData : undefined;
  // After a failed Place Order the next press sends the same key: if the first one did go through
  // (a timeout answered before the database did), the shopper gets that order, not an error.
  const submittedKey = placeResult?.initialValue?.idempotencyKey;
  const idempotencyKey = typeof submittedKey === "string" && /^[A-Za-z0-9-]{8,100}$/.test(submittedKey) ? submittedKey : loaderData.idempotencyKey;

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
    id: PLACE_ORDER_FORM,
    lastResult: placeResult as SubmissionResult<string[]> | undefined,
    constraint: getZodConstraint(PlaceOrderSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) =>
      // 'Set as default' posts this form too, and needs neither the terms nor the key.
      formData.get("intent") === "set-default"
        ? (parseWithZod(formData, { schema: SetDefaultAddressSchema }) as unknown as ReturnType<typeof parsePlaceOrder>)
        : parsePlaceOrder(formData),
  });

  const addressError = fields.shippingAddress.errors?.[0] ?? setDefaultFailure?.error;
  const termsError = fields.terms.errors?.[0];

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
              error={addressError}
              settingDefault={busyIntent === "set-default"}
            />
          </div>
          <AddAddress
            key={loaderData.addresses.length}
            open={loaderData.addresses.length === 0}
            lastResult={actionData?.intent === "add-address" ? (actionData.result as SubmissionResult<string[]>) : undefined}
            termsAccepted={termsAccepted}
            saving={busyIntent === "add-address"}
          />
        </section>

        <section aria-labelledby="delivery-heading" className="card">
          <h2 id="delivery-heading" className="text-lg font-semibold">
            Delivery Method
          </h2>
          <fieldset className="mt-4 space-y-3">
            <legend className="sr-only">Delivery Method</legend>
            {deliveryMethods.map((method) => (
              <ChoiceRadio
                key={method.value}
                name="deliveryMethod"
                value={method.value}
                label={method.label}
                description={method.enabled ? method.description : `${method.description} · Currently unavailable`}
                price={formatCharge(method.fee)}
                form={form.id}
                defaultChecked={method.value === "standard"}
                disabled={!method.enabled}
              />
            ))}
          </fieldset>
        </section>

        <section aria-labelledby="payment-heading" className="card">
          <h2 id="payment-heading" className="text-lg font-semibold">
            Payment Method
          </h2>
          <fieldset className="mt-4 space-y-3">
            <legend className="sr-only">Payment Method</legend>
            {paymentMethods.map((method) => (
              <ChoiceRadio
                key={method.value}
                name="paymentMethod"
                value={method.value}
                label={method.label}
                description={method.description}
                form={form.id}
                defaultChecked={method.value === "cod"}
                disabled={!method.enabled}
              />
            ))}
          </fieldset>
        </section>

        <Form method="post" action="/checkout" className="card space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <div>
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                id={fields.terms.id}
                name={fields.terms.name}
                checked={termsAccepted}
                onChange={(event) => setTermsAccepted(event.target.checked)}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? fields.terms.errorId : undefined}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <label htmlFor={fields.terms.id} className="text-sm">
                I agree to the{" "}
                <Link to="/terms" className="font-medium text-brand-700 underline">
                  Terms and Conditions
                </Link>{" "}
                and{" "}
                <Link to="/privacy" className="font-medium text-brand-700 underline">
                  Privacy Policy
                </Link>
              </label>
            </div>
            {termsError ? (
              <p id={fields.terms.errorId} role="alert" className="field-error">
                {termsError}
              </p>
            ) : null}
          </div>
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

function AddAddress({
  open,
  lastResult,
  termsAccepted,
  saving,
}: {
  open: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  termsAccepted: boolean;
  saving: boolean;
}) {
  const [form, fields] = useForm({
    id: ADD_ADDRESS_FORM,
    lastResult,
    constraint: getZodConstraint(AddressSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressSchema }),
  });
  return (
    <details className="mt-6 border-t border-line pt-4" open={open || lastResult !== undefined}>
      <summary className="font-medium text-brand-700">Add New Address</summary>
      <Form method="post" action="/checkout" aria-label="New delivery address" className="mt-4 space-y-4" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <AddressFields fields={fields} />
        {termsAccepted ? <input type="hidden" name="terms" value="1" /> : null}
        <button type="submit" name="intent" value="add-address" className="btn-secondary" disabled={saving}>
          {saving ? "Saving..." : "Save Address"}
        </button>
      </Form>
    </details>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
