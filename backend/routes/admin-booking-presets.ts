import { Hono, type Context } from "hono";
import { bookingPresets } from "../../contract/order-lifecycle/booking-files";
import {
  bookingPresetBody,
  type BookingPresetJson,
  bookingPresetResetBody,
  type BookingPresetsJson,
} from "../../contract/order-lifecycle/booking-presets";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { parseJsonBody } from "../http/validation";
import {
  type BookingPresetChange,
  type CourierPreset,
  readBookingPreset,
  readBookingPresets,
  saveBookingPreset,
  StaleBookingPresetError,
} from "../store/booking-presets";
import type { RouteDeps } from "./shared";

export function bookingPresetJson(current: CourierPreset): BookingPresetJson {
  return {
    courier: current.courier,
    version: current.version,
    weightUnit: current.preset.weightUnit,
    columns: current.preset.columns.map(({ field, header }) => ({ field, header })),
    isDefault: current.isDefault,
    defaults: bookingPresets[current.courier],
    updatedAt: current.updatedAt?.toISOString() ?? null,
  };
}

/**
 * /admin/settings/booking-presets (mounted under the settings, behind the admin routes' operator check):
 * every courier's booking-file preset, one saved (`PUT`) or put back to its default (`POST /reset`).
 */
export function adminBookingPresetRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => c.json({ presets: (await readBookingPresets(db)).map(bookingPresetJson) } satisfies BookingPresetsJson));

  /** The change saved, answered with the preset now in force; 409 with it when the version was stale. */
  async function saved(c: Context<AppEnv>, change: Omit<BookingPresetChange, "actorUserId">) {
    const stale = await saveBookingPreset(db, { ...change, actorUserId: signedInUser(c).userId }).then(
      () => null,
      (error: unknown) => {
        if (error instanceof StaleBookingPresetError) return error;
        throw error;
      },
    );
    const current = bookingPresetJson(await readBookingPreset(db, change.courier));
    return stale ? c.json({ error: stale.message, preset: current }, 409) : c.json(current);
  }

  routes.put("/", async (c) => {
    const { courier, version, weightUnit, columns } = await parseJsonBody(c, bookingPresetBody, "Please check the booking file's columns");
    return saved(c, { courier, version, preset: { weightUnit, columns } });
  });

  routes.post("/reset", async (c) => {
    const { courier, version } = await parseJsonBody(c, bookingPresetResetBody, "Please check the booking file to reset");
    return saved(c, { courier, version, preset: null });
  });

  return routes;
}
