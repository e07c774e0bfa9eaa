import { data } from "@remix-run/node";
import { BackendError } from "../backend/client.server";
import { resetBookingPreset, saveBookingPreset } from "../backend/booking-presets.server";
import { redirectWithFlash } from "../forms/action-answers.server";
import {
  BOOKING_PRESET_INTENTS,
  BOOKING_PRESETS_SECTION_ID,
  type BookingPresetRefusal,
  type PresetFormValues,
  presetCourierOf,
  presetFormMessages,
  presetFromForm,
  presetResetFromForm,
} from "./booking-preset-form";
import { bookingPresetMessages } from "../../../contract/order-lifecycle/booking-presets";
import type { Courier } from "../../../contract/order-lifecycle/couriers";
import { ADMIN_SETTINGS_PATH } from "../../../contract/store-settings";

/** Whether a post to /admin/settings is one of the courier forms' (its intent), not the settings form's. */
export function isBookingPresetPost(formData: FormData): boolean {
  const intent = formData.get("intent");
  return intent === BOOKING_PRESET_INTENTS.save || intent === BOOKING_PRESET_INTENTS.reset;
}

const refused = (refusal: BookingPresetRefusal, status: number) => data({ bookingPreset: refusal }, { status });

/** A courier's columns saved, or put back to the default; back to the settings' section with a message. */
export async function bookingPresetAction(request: Request, token: string, formData: FormData) {
  const courier = presetCourierOf(formData);
  if (!courier) return refused({ courier: null, errors: {}, banner: presetFormMessages.courier }, 400);
  if (formData.get("intent") === BOOKING_PRESET_INTENTS.reset) {
    const body = presetResetFromForm(formData, courier);
    if (!body) return refused({ courier, errors: {}, banner: bookingPresetMessages.version }, 400);
    return answered(request, courier, undefined, () => resetBookingPreset(token, body), bookingPresetMessages.reset(courier));
  }
  const form = presetFromForm(formData, courier);
  if (!form.body) return refused({ courier, values: form.values, errors: form.errors, banner: presetFormMessages.check }, 400);
  const body = form.body;
  return answered(request, courier, form.values, () => saveBookingPreset(token, body), bookingPresetMessages.saved(courier));
}

async function answered(
  request: Request,
  courier: Courier,
  values: PresetFormValues | undefined,
  call: () => Promise<unknown>,
  text: string,
) {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof BackendError) || error.status >= 500) throw error;
    // A stale version: the preset as it is now (the page loads it again), and the store's message.
    if (error.status === 409) return refused({ courier, errors: {}, banner: bookingPresetMessages.stale }, 409);
    return refused({ courier, values, errors: {}, banner: error.message }, error.status);
  }
  return redirectWithFlash(request, `${ADMIN_SETTINGS_PATH}#${BOOKING_PRESETS_SECTION_ID}`, { kind: "success", text });
}
