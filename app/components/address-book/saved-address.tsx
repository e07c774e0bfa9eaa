import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Link, useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { AddressFields, addressSummaryFields } from "~/components/checkout/address-fields";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { addressChangeUrl, addressLines, isAddressChangeAnswer, openChange, type Address } from "~/lib/account/addresses";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";
import { AddressSchema } from "~/lib/schemas/address";
import { cityChoiceOf } from "../../../contract/city-choice";

type SavedAddressProps = {
  address: Address;
  /** The address as the page shows it; the edit form takes its place. */
  children: ReactNode;
  linksClassName?: string;
  /**
   * The forms open elsewhere on the page (`OpenAddressChange`): at checkout the card sits inside the
   * Place Order form, and a form inside a form is not one.
   */
  changeFormsElsewhere?: boolean;
};

/**
 * One saved address with Edit and Delete. The URL opens the edit form in place of the card
 * (`?edit-address=<id>`) or asks "Delete this address?" under it (`?delete-address=<id>`), so both
 * work without JavaScript and a delete is never one click; with it, the links move in place and the
 * forms go through a fetcher. Shared by the profile and checkout.
 */
export function SavedAddress({ address, children, linksClassName = "", changeFormsElsewhere = false }: SavedAddressProps) {
  const { pathname, search } = useLocation();
  const change = openChange(search, address.id);
  const editLink = useRef<HTMLAnchorElement>(null);
  const deleteLink = useRef<HTMLAnchorElement>(null);
  const previous = useRef(change);
  const t = useStrings("addresses");
  useEffect(() => {
    // Closing a form (saved, cancelled or kept) hands focus back to the link that opened it.
    if (previous.current === "edit" && change === null) editLink.current?.focus();
    if (previous.current === "delete" && change === null) deleteLink.current?.focus();
    previous.current = change;
  }, [change]);

  const [street] = addressLines(address);
  const closedUrl = addressChangeUrl(pathname, search, null);
  if (change === "edit" && !changeFormsElsewhere)
    return (
      <EditAddressForm
        address={address}
        action={addressChangeUrl(pathname, search, { kind: "edit", addressId: address.id })}
        cancelTo={closedUrl}
      />
    );
  return (
    <>
      {children}
      <div className={`flex w-full flex-wrap gap-2 ${linksClassName}`}>
        <Link
          ref={editLink}
          to={addressChangeUrl(pathname, search, { kind: "edit", addressId: address.id })}
          preventScrollReset
          className="btn-ghost border border-stone-300"
        >
          {t.edit}
          <span className="sr-only">: {street}</span>
        </Link>
        <Link
          ref={deleteLink}
          to={addressChangeUrl(pathname, search, { kind: "delete", addressId: address.id })}
          preventScrollReset
          className="btn-ghost border border-stone-300"
        >
          {t.delete}
          <span className="sr-only">: {street}</span>
        </Link>
      </div>
      {change === "delete" && !changeFormsElsewhere ? (
        <ConfirmDelete
          address={address}
          action={addressChangeUrl(pathname, search, { kind: "delete", addressId: address.id })}
          keepTo={closedUrl}
        />
      ) : null}
    </>
  );
}

/** The edit form or the delete question the URL opens, for a list whose cards sit inside another form. */
export function OpenAddressChange({ addresses }: { addresses: Address[] }) {
  const { pathname, search } = useLocation();
  const address = addresses.find((candidate) => openChange(search, candidate.id) !== null);
  if (!address) return null;
  const change = openChange(search, address.id);
  const action = addressChangeUrl(pathname, search, { kind: change === "edit" ? "edit" : "delete", addressId: address.id });
  const closedUrl = addressChangeUrl(pathname, search, null);
  if (change === "edit") return <EditAddressForm address={address} action={action} cancelTo={closedUrl} />;
  return (
    <div className="space-y-2">
      <p className="untrusted-text text-sm text-muted">{addressLines(address).join(", ")}</p>
      <ConfirmDelete address={address} action={action} keepTo={closedUrl} />
    </div>
  );
}

/** The answer a refused edit or delete of this address left: the fetcher's, or the page's without JavaScript. */
function useRefusal(address: Address, fetcherData: unknown) {
  const actionData = useActionData();
  if (isAddressChangeAnswer(fetcherData)) return fetcherData;
  return isAddressChangeAnswer(actionData) && actionData.addressId === address.id ? actionData : undefined;
}

function EditAddressForm({ address, action, cancelTo }: { address: Address; action: string; cancelTo: string }) {
  const fetcher = useFetcher();
  const refusal = useRefusal(address, fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const { street, city, state, postalCode, country } = address;
  const [form, fields] = useForm({
    id: `edit-address-${address.id}`,
    lastResult: refusal?.result ?? undefined,
    // A saved town not on the list comes back as "Other" with its name typed.
    defaultValue: { street, ...cityChoiceOf(city), state, postalCode, country },
    constraint: getZodConstraint(AddressSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressSchema }),
  });
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>("input[type=text]")?.focus(), []);
  const saving = fetcher.state !== "idle";
  const t = useStrings("addresses");
  const headingId = `${form.id}-heading`;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      preventScrollReset
      aria-labelledby={headingId}
      className="w-full space-y-4 rounded-md border border-brand-200 bg-brand-50 p-4"
      {...getFormProps(form)}
    >
      <h3 id={headingId} className="font-semibold">
        {t.editHeading}
      </h3>
      <input type="hidden" name="addressId" value={address.id} />
      <FormErrorSummary form={form} fields={addressSummaryFields(fields)} />
      <AddressFields fields={fields} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="update-address" className="btn-primary" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
        <Link to={cancelTo} preventScrollReset className="btn-ghost border border-stone-300">
          {t.cancel}
        </Link>
      </div>
    </fetcher.Form>
  );
}

function ConfirmDelete({ address, action, keepTo }: { address: Address; action: string; keepTo: string }) {
  const fetcher = useFetcher();
  const refusal = isAddressChangeAnswer(fetcher.data) ? fetcher.data : undefined;
  const box = useRef<HTMLFormElement>(null);
  useEffect(() => box.current?.focus(), []);
  const deleting = fetcher.state !== "idle";
  const t = useStrings("addresses");
  const local = useLocalMessage();
  const questionId = `delete-address-${address.id}-question`;
  return (
    <fetcher.Form
      ref={box}
      tabIndex={-1}
      method="post"
      action={action}
      preventScrollReset
      aria-labelledby={questionId}
      className="w-full space-y-3 rounded-md border border-red-300 bg-red-50 p-4"
    >
      <p id={questionId} className="font-medium text-red-900">
        {t.deleteQuestion}
      </p>
      {refusal?.error ? (
        <p role="alert" className="field-error">
          {local(refusal.error)}
        </p>
      ) : null}
      <input type="hidden" name="addressId" value={address.id} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="delete-address"
          className="btn bg-red-700 text-white hover:bg-red-800"
          disabled={deleting}
        >
          {deleting ? t.deleting : t.delete}
        </button>
        <Link to={keepTo} preventScrollReset className="btn-ghost border border-stone-300">
          {t.keep}
        </Link>
      </div>
    </fetcher.Form>
  );
}

/**
 * A refused delete, or an edit of an address that is not on this page (deleted meanwhile, or
 * someone else's), said above the list: without JavaScript the page comes back with no card to say it in.
 */
export function AddressChangeAlert({ addresses }: { addresses: Pick<Address, "id">[] }) {
  const answer = useActionData();
  const local = useLocalMessage();
  if (!isAddressChangeAnswer(answer) || !answer.error) return null;
  if (answer.intent === "update-address" && addresses.some((address) => address.id === answer.addressId)) return null;
  return (
    <p role="alert" className="field-error mt-4">
      {local(answer.error)}
    </p>
  );
}

/** Focus for after a delete: the element this ref is on, when the list just got shorter. */
export function useFocusAfterRemoval<Element extends HTMLElement>(count: number) {
  const target = useRef<Element>(null);
  const previous = useRef(count);
  useEffect(() => {
    if (count < previous.current) target.current?.focus();
    previous.current = count;
  }, [count]);
  return target;
}
