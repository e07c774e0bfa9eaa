/** The courier booking-file presets in force: the operator's own (migration 0029), or each courier's default. */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { courierBookingPresets } from "../db/schema";
import { type BookingField, type BookingPreset, bookingPresets } from "../../contract/order-lifecycle/booking-files";
import { bookingPresetMessages, bookingPresetSchema } from "../../contract/order-lifecycle/booking-presets";
import { type Courier, couriers } from "../../contract/order-lifecycle/couriers";

/** A save or reset named a version that is no longer current. */
export class StaleBookingPresetError extends Error {
  constructor() {
    super(bookingPresetMessages.stale);
    this.name = "StaleBookingPresetError";
  }
}

export type CourierPreset = {
  courier: Courier;
  /** 0 until first saved. */
  version: number;
  preset: BookingPreset;
  /** The courier's default is in force (never saved, reset, or a kept preset this version no longer accepts). */
  isDefault: boolean;
  updatedAt: Date | null;
};

type PresetRow = typeof courierBookingPresets.$inferSelect;

/** The preset a row keeps, checked again: none after a reset, nor one a later version of the fields refuses. */
function keptPreset(row: Pick<PresetRow, "columns" | "weightUnit"> | undefined): BookingPreset | null {
  if (!row?.columns || !row.weightUnit) return null;
  const parsed = bookingPresetSchema.safeParse({ weightUnit: row.weightUnit, columns: row.columns });
  return parsed.success ? parsed.data : null;
}

function inForce(courier: Courier, row: PresetRow | undefined): CourierPreset {
  const kept = keptPreset(row);
  return {
    courier,
    version: row?.version ?? 0,
    preset: kept ?? bookingPresets[courier],
    isDefault: kept === null,
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function readBookingPreset(db: Database, courier: Courier): Promise<CourierPreset> {
  const [row] = await db.select().from(courierBookingPresets).where(eq(courierBookingPresets.courier, courier));
  return inForce(courier, row);
}

/** Every courier's preset in force, in the couriers' order. */
export async function readBookingPresets(db: Database): Promise<CourierPreset[]> {
  const rows = await db.select().from(courierBookingPresets);
  return couriers.map((courier) =>
    inForce(
      courier,
      rows.find((row) => row.courier === courier),
    ),
  );
}

/** The headers the operator gave `field` in their presets (the tracking import knows a booking file sent back by them). */
export async function savedHeadersOf(db: Database, field: BookingField): Promise<string[]> {
  const rows = await db
    .select({ columns: courierBookingPresets.columns, weightUnit: courierBookingPresets.weightUnit })
    .from(courierBookingPresets)
    .where(isNotNull(courierBookingPresets.columns))
    .orderBy(asc(courierBookingPresets.courier));
  return rows.flatMap(
    (row) =>
      keptPreset(row)
        ?.columns.filter((column) => column.field === field)
        .map((column) => column.header) ?? [],
  );
}

export type BookingPresetChange = {
  courier: Courier;
  /** The version the operator saw: 0 when the courier had never been saved. */
  version: number;
  /** The operator's preset, or null for the courier's default ("Reset to the default"). */
  preset: BookingPreset | null;
  actorUserId: string;
};

/** Saves (or resets) one courier's preset if `version` is still the one in force; throws `StaleBookingPresetError` otherwise. */
export async function saveBookingPreset(db: Database, change: BookingPresetChange): Promise<void> {
  const values = {
    columns: change.preset ? [...change.preset.columns] : null,
    weightUnit: change.preset?.weightUnit ?? null,
    updatedBy: change.actorUserId,
  };
  if (change.version === 0) {
    const inserted = await db
      .insert(courierBookingPresets)
      .values({ courier: change.courier, ...values, version: 1 })
      .onConflictDoNothing()
      .returning({ courier: courierBookingPresets.courier });
    if (inserted.length === 0) throw new StaleBookingPresetError();
    return;
  }
  const updated = await db
    .update(courierBookingPresets)
    .set({ ...values, version: change.version + 1, updatedAt: sql`now()` })
    .where(and(eq(courierBookingPresets.courier, change.courier), eq(courierBookingPresets.version, change.version)))
    .returning({ courier: courierBookingPresets.courier });
  if (updated.length === 0) throw new StaleBookingPresetError();
}
