import { data } from "@remix-run/node";
import type { z } from "zod";
import type { AddressJson } from "../../../contract/addresses";
import { ADDRESS_NOT_FOUND } from "../../../contract/messages";
import { parseForm } from "../forms/form-data.server";
import { BackendError } from "../backend/client.server";
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from "../backend/addresses.server";
import { backendFailure, redirectWithFlash, type BackendFailure } from "../forms/action-answers.server";
import { AddressSchema, ProfileAddressSchema } from "../schemas/address";
import { addressChangeUrl, toAddressView, type AddressChangeAnswer } from "./addresses";

import {
  ADD_ADDRESS_FAILED,
  ADDRESS_DELETED,
  ADDRESS_UPDATED,
  DELETE_ADDRESS_FAILED,
  SET_DEFAULT_FAILED,
  UPDATE_ADDRESS_FAILED,
} from "./address-messages";

export { ADD_ADDRESS_FAILED, SET_DEFAULT_FAILED, UPDATE_ADDRESS_FAILED, DELETE_ADDRESS_FAILED, ADDRESS_UPDATED, ADDRESS_DELETED };

type AddressSchemaKind = typeof AddressSchema | typeof ProfileAddressSchema;

async function saveAddressFromForm(
  formData: FormData,
  schema: AddressSchemaKind,
  save: (address: z.infer<AddressSchemaKind>) => Promise<AddressJson>,
  fallback: string,
) {
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") return { ok: false as const, submission, failure: null };
  try {
    return { ok: true as const, address: toAddressView(await save(submission.value)) };
  } catch (error) {
    return { ok: false as const, submission, failure: backendFailure(error, fallback) };
  }
}

/**
 * The address book's changes, shared by checkout and the profile. Adding and setting the default
 * answer either the outcome or why not, and the page words it: checkout keeps the shopper's choices
 * in its URL, the profile shows a banner.
 */
export async function addAddressFromForm(token: string, formData: FormData, schema: AddressSchemaKind) {
  return saveAddressFromForm(formData, schema, (address) => addAddress(token, address), ADD_ADDRESS_FAILED);
}

export async function makeDefaultAddress(token: string, addressId: string): Promise<{ ok: true } | { ok: false; failure: BackendFailure }> {
  try {
    await setDefaultAddress(token, addressId);
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: backendFailure(error, SET_DEFAULT_FAILED) };
  }
}

/** Back to the page the form was on (its other choices kept), with the edit or delete closed. */
function closedChangeUrl(request: Request) {
  const url = new URL(request.url);
  return addressChangeUrl(url.pathname, url.search, null);
}

/** An edit or delete posted without an id is refused as the backend refuses an unknown one. */
function savedAddressId(formData: FormData): string {
  const addressId = String(formData.get("addressId") ?? "").trim();
  if (!addressId) throw new BackendError(404, ADDRESS_NOT_FOUND);
  return addressId;
}

const refused = (answer: AddressChangeAnswer, status: number) => data(answer, { status });

/**
 * Edit and delete answer the same way on both pages: a 303 back with a flash message, or the page
 * again with the form as typed and why not (an unknown or another shopper's address is a 404).
 */
export async function updateSavedAddress(request: Request, token: string, formData: FormData) {
  const addressId = String(formData.get("addressId") ?? "").trim();
  const saved = await saveAddressFromForm(
    formData,
    AddressSchema,
    async (address) => updateAddress(token, savedAddressId(formData), address),
    UPDATE_ADDRESS_FAILED,
  );
  if (saved.ok) return redirectWithFlash(request, closedChangeUrl(request), { kind: "success", text: ADDRESS_UPDATED });
  const { submission, failure } = saved;
  const result = failure ? submission.reply({ formErrors: [failure.message], fieldErrors: failure.fieldErrors }) : submission.reply();
  return refused({ intent: "update-address", addressId, result, error: failure?.message ?? null }, failure?.status ?? 400);
}

export async function deleteSavedAddress(request: Request, token: string, formData: FormData) {
  const addressId = String(formData.get("addressId") ?? "").trim();
  try {
    await deleteAddress(token, savedAddressId(formData));
  } catch (error) {
    const failure = backendFailure(error, DELETE_ADDRESS_FAILED);
    return refused({ intent: "delete-address", addressId, result: null, error: failure.message }, failure.status);
  }
  return redirectWithFlash(request, closedChangeUrl(request), { kind: "success", text: ADDRESS_DELETED });
}
