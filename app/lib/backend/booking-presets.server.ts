import {
  ADMIN_BOOKING_PRESETS_PATH,
  ADMIN_BOOKING_PRESETS_RESET_PATH,
  type BookingPresetBody,
  type BookingPresetJson,
  type BookingPresetResetBody,
  type BookingPresetsJson,
} from "../../../contract/order-lifecycle/booking-presets";
import { backendJson } from "./client.server";

/** `GET /admin/settings/booking-presets`: every courier's booking-file preset in force, its default and version. */
export async function fetchBookingPresets(token: string): Promise<BookingPresetJson[]> {
  return (await backendJson<BookingPresetsJson>(ADMIN_BOOKING_PRESETS_PATH, { token })).presets;
}

/** `PUT …/booking-presets`: a bad column is BackendError 400 with `fields`; a stale version 409. */
export function saveBookingPreset(token: string, body: BookingPresetBody): Promise<BookingPresetJson> {
  return backendJson<BookingPresetJson>(ADMIN_BOOKING_PRESETS_PATH, { method: "PUT", token, body });
}

/** `POST …/booking-presets/reset`: the courier's default back in force; a stale version 409. */
export function resetBookingPreset(token: string, body: BookingPresetResetBody): Promise<BookingPresetJson> {
  return backendJson<BookingPresetJson>(ADMIN_BOOKING_PRESETS_RESET_PATH, { method: "POST", token, body });
}
