import type { DeliveryRule } from "../../../contract/delivery-fee";
import {
  ADMIN_SETTINGS_PATH,
  type DeliveryRuleJson,
  type StoreSettingsBody,
  type StoreSettingsJson,
} from "../../../contract/store-settings";
import { backendJson } from "./client.server";

/** `GET /settings/delivery`: the delivery rule in force (the backend keeps it only while it is proven current). */
export async function fetchDeliveryRule(): Promise<DeliveryRule> {
  return (await backendJson<DeliveryRuleJson>("/settings/delivery")).rule;
}

/** `GET /admin/settings`: every setting, its default and the version to name when saving. */
export function fetchStoreSettings(token: string): Promise<StoreSettingsJson> {
  return backendJson<StoreSettingsJson>(ADMIN_SETTINGS_PATH, { token });
}

/** `PUT /admin/settings`: a bad field is BackendError 400 with `fields`; a stale version 409 with the settings as they are now. */
export function saveStoreSettings(token: string, body: StoreSettingsBody): Promise<StoreSettingsJson> {
  return backendJson<StoreSettingsJson>(ADMIN_SETTINGS_PATH, { method: "PUT", token, body });
}
