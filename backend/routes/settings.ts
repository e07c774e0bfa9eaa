import { Hono } from "hono";
import { defaultDeliveryRule } from "../../contract/delivery-fee";
import { DEFAULT_FIRST_ORDER_LIMIT_RUPEES } from "../../contract/order-lifecycle/risk";
import { DEFAULT_NEW_ARRIVAL_DAYS } from "../../contract/catalogue-admin";
import { type DeliveryRuleJson, storeSettingsBody, type StoreSettingsJson } from "../../contract/store-settings";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { parseJsonBody } from "../http/validation";
import { StaleSettingsError, saveStoreSettings, type StoreSettings } from "../store/settings";
import { adminBookingPresetRoutes } from "./admin-booking-presets";
import type { RouteDeps } from "./shared";

/** `GET /settings/delivery`: the delivery rule in force, for every page that quotes delivery figures (no token). */
export function settingsRoutes({ settings }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.get("/delivery", async (c) => c.json({ rule: (await settings.read()).deliveryRule } satisfies DeliveryRuleJson));
  return routes;
}

/**
 * `/admin/settings` (mounted behind the operator guard in admin-orders.ts): read and save every setting;
 * `/admin/settings/booking-presets`: the courier booking files' presets.
 */
export function adminSettingsRoutes(deps: RouteDeps) {
  const { db, settings } = deps;
  const routes = new Hono<AppEnv>();
  const settingsJson = (current: StoreSettings): StoreSettingsJson => ({
    version: current.version,
    deliveryRule: current.deliveryRule,
    lowStockThreshold: current.lowStockThreshold,
    firstOrderLimitRupees: current.firstOrderLimitRupees,
    newArrivalDays: current.newArrivalDays,
    defaults: {
      deliveryRule: defaultDeliveryRule,
      lowStockThreshold: settings.defaults.lowStockThreshold,
      firstOrderLimitRupees: DEFAULT_FIRST_ORDER_LIMIT_RUPEES,
      newArrivalDays: DEFAULT_NEW_ARRIVAL_DAYS,
    },
    updatedAt: current.updatedAt?.toISOString() ?? null,
  });

  routes.get("/", async (c) => c.json(settingsJson(await settings.read())));
  routes.route("/booking-presets", adminBookingPresetRoutes(deps));

  routes.put("/", async (c) => {
    const body = await parseJsonBody(c, storeSettingsBody, "Please check the settings");
    const stale = await saveStoreSettings(db, { ...body, actorUserId: signedInUser(c).userId }).then(
      () => null,
      (error: unknown) => {
        if (error instanceof StaleSettingsError) return error;
        throw error;
      },
    );
    // This process forgets at once; the others as the change is announced.
    settings.forget();
    const current = settingsJson(await settings.read());
    return stale ? c.json({ error: stale.message, settings: current }, 409) : c.json(current);
  });
  return routes;
}
