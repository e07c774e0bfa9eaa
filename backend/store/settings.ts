import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { storeSettings } from "../db/schema";
import { defaultDeliveryRule, type DeliveryRule } from "../../contract/delivery-fee";
import { DEFAULT_FIRST_ORDER_LIMIT_RUPEES } from "../../contract/order-lifecycle/risk";
import { settingsMessages } from "../../contract/store-settings";
import { DEFAULT_NEW_ARRIVAL_DAYS } from "../../contract/catalogue-admin";

/** The store's settings as they are in force: the operator's, or each one's default. */
export type StoreSettings = {
  version: number;
  deliveryRule: DeliveryRule;
  lowStockThreshold: number;
  firstOrderLimitRupees: number;
  newArrivalDays: number;
  updatedAt: Date | null;
};
/** What a setting is when the operator has not set it (the environment's, where there is one). */
export type SettingsDefaults = { lowStockThreshold: number };
export type SettingsChange = {
  version: number;
  deliveryRule: DeliveryRule;
  lowStockThreshold: number;
  firstOrderLimitRupees: number;
  /** Left out: the saved value stays. */
  newArrivalDays?: number;
  actorUserId: string;
};

const ROW_ID = "store";

/** A save named a version that is no longer current. */
export class StaleSettingsError extends Error {
  constructor() {
    super(settingsMessages.stale);
    this.name = "StaleSettingsError";
  }
}

export async function readStoreSettings(db: Database, defaults: SettingsDefaults): Promise<StoreSettings> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, ROW_ID));
  return {
    version: row?.version ?? 0,
    deliveryRule: row?.deliveryRule ?? defaultDeliveryRule,
    lowStockThreshold: row?.lowStockThreshold ?? defaults.lowStockThreshold,
    firstOrderLimitRupees: row?.firstOrderLimitRupees ?? DEFAULT_FIRST_ORDER_LIMIT_RUPEES,
    newArrivalDays: row?.newArrivalDays ?? DEFAULT_NEW_ARRIVAL_DAYS,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** What checkout reads in its own transaction: the delivery rule it charges by and the first-order limit it flags by. */
export type CheckoutSettings = { deliveryRule: DeliveryRule; firstOrderLimitRupees: number };
export async function readCheckoutSettings(db: Database): Promise<CheckoutSettings> {
  const [row] = await db
    .select({ rule: storeSettings.deliveryRule, limit: storeSettings.firstOrderLimitRupees })
    .from(storeSettings)
    .where(eq(storeSettings.id, ROW_ID));
  return { deliveryRule: row?.rule ?? defaultDeliveryRule, firstOrderLimitRupees: row?.limit ?? DEFAULT_FIRST_ORDER_LIMIT_RUPEES };
}

/** Saves every setting, if `version` is still the one in force (0: never saved); throws `StaleSettingsError` otherwise. */
export async function saveStoreSettings(db: Database, change: SettingsChange): Promise<void> {
  const values = {
    deliveryRule: change.deliveryRule,
    lowStockThreshold: change.lowStockThreshold,
    firstOrderLimitRupees: change.firstOrderLimitRupees,
    ...(change.newArrivalDays !== undefined && { newArrivalDays: change.newArrivalDays }),
    updatedBy: change.actorUserId,
  };
  await db.transaction(async (tx) => {
    if (change.version === 0) {
      const inserted = await tx
        .insert(storeSettings)
        .values({ id: ROW_ID, ...values, version: 1 })
        .onConflictDoNothing()
        .returning({ id: storeSettings.id });
      if (inserted.length === 0) throw new StaleSettingsError();
      return;
    }
    const updated = await tx
      .update(storeSettings)
      .set({ ...values, version: change.version + 1, updatedAt: sql`now()` })
      .where(sql`${storeSettings.id} = ${ROW_ID} and ${storeSettings.version} = ${change.version}`)
      .returning({ id: storeSettings.id });
    if (updated.length === 0) throw new StaleSettingsError();
  });
}
