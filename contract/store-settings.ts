import { z } from "zod";
import type { DeliveryRule } from "./delivery-fee";
import { deliveryRuleSchema } from "./delivery-rule-schema";
import { versionField } from "./version-field";
import { MAX_FIRST_ORDER_LIMIT_RUPEES } from "./order-lifecycle/risk";
import { MAX_NEW_ARRIVAL_DAYS } from "./catalogue-admin";

/**
 * The store's settings, kept in the database and edited at /admin/settings (operators only). Each
 * one defaults to its environment variable where there is one (LOW_STOCK_THRESHOLD), else to the
 * contract's default (the delivery rule: the shipping policy's Rs 200 below Rs 5,000; the first-order
 * limit of the risk signals; the New Arrivals' days).
 */
export const ADMIN_SETTINGS_PATH = "/admin/settings";
export const MAX_LOW_STOCK_THRESHOLD = 100_000;

export const settingsMessages = {
  lowStock: `Enter a number of units from 0 to ${MAX_LOW_STOCK_THRESHOLD.toLocaleString("en")}`,
  firstOrderLimit: `Enter an amount in rupees from 0 to ${MAX_FIRST_ORDER_LIMIT_RUPEES.toLocaleString("en")} (0: never flag)`,
  newArrivalDays: `Enter a number of days from 1 to ${MAX_NEW_ARRIVAL_DAYS}`,
  saved: "Settings saved",
  stale: "These settings changed since you opened them: here they are now. Make your change again.",
  version: "Reload the settings and try again",
} as const;

/** `PUT /admin/settings`: every setting, and the version the operator saw. */
export const storeSettingsBody = z.object({
  version: versionField(settingsMessages.version, 0),
  deliveryRule: deliveryRuleSchema,
  lowStockThreshold: z
    .number({ required_error: settingsMessages.lowStock, invalid_type_error: settingsMessages.lowStock })
    .int(settingsMessages.lowStock)
    .min(0, settingsMessages.lowStock)
    .max(MAX_LOW_STOCK_THRESHOLD, settingsMessages.lowStock),
  firstOrderLimitRupees: z
    .number({ required_error: settingsMessages.firstOrderLimit, invalid_type_error: settingsMessages.firstOrderLimit })
    .int(settingsMessages.firstOrderLimit)
    .min(0, settingsMessages.firstOrderLimit)
    .max(MAX_FIRST_ORDER_LIMIT_RUPEES, settingsMessages.firstOrderLimit),
  newArrivalDays: z
    .number({ required_error: settingsMessages.newArrivalDays, invalid_type_error: settingsMessages.newArrivalDays })
    .int(settingsMessages.newArrivalDays)
    .min(1, settingsMessages.newArrivalDays)
    .max(MAX_NEW_ARRIVAL_DAYS, settingsMessages.newArrivalDays)
    // Left out by a client that predates it: the saved value stays.
    .optional(),
});
export type StoreSettingsBody = z.input<typeof storeSettingsBody>;

/** `GET /admin/settings` (and the answer of a save; 409 on a stale version, with the settings as they are now). */
export type StoreSettingsJson = {
  /** 0 until first saved. */
  version: number;
  deliveryRule: DeliveryRule;
  lowStockThreshold: number;
  /** A first order over this total gets the "Large first order" badge; 0: never. */
  firstOrderLimitRupees: number;
  /** New Arrivals: the products added in this many days, and those the operator marked new. */
  newArrivalDays: number;
  /** What each setting is when the operator has not set it (the environment's, the contract's). */
  defaults: { deliveryRule: DeliveryRule; lowStockThreshold: number; firstOrderLimitRupees: number; newArrivalDays: number };
  updatedAt: string | null;
};

/** `GET /settings/delivery`: the rule in force, for pages that quote delivery figures (no token needed). */
export type DeliveryRuleJson = { rule: DeliveryRule };
