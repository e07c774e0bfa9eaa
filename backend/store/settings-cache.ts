import { createAnnouncedCache, type AnnouncedCache, type AnnouncedReads } from "../db/announced-cache";
import type { Database } from "../db/client";
import type { Hearing } from "../db/hearing";
import { CATALOGUE_CHANNEL } from "./product-cache";
import { readStoreSettings, type SettingsDefaults, type StoreSettings } from "./settings";

/** Migration 0014: a change to the settings row is announced on the catalogue's channel with this payload. */
export const SETTINGS_ANNOUNCEMENT = "store_settings";
export const settingsReads: AnnouncedReads = { channel: CATALOGUE_CHANNEL, tables: ["store_settings"] };

/**
 * The settings, read on many pages (the cart, checkout, the policy pages, the home page's promise),
 * kept in memory while the process proves it hears every announcement on `CATALOGUE_CHANNEL`: a
 * change in any process is forgotten everywhere as it commits, and the writer's process forgets at
 * once. Without that proof every read goes to the database, so no page shows a fee the store no
 * longer charges.
 */
export interface SettingsReader {
  read(): Promise<StoreSettings>;
  /** The catalogue channel announced `payload`: the settings are forgotten when it names them. */
  heard(payload: string): void;
  /** This process changed them. */
  forget(): void;
  readonly defaults: SettingsDefaults;
}

export function createSettingsReader(db: Database, defaults: SettingsDefaults, hearing: Hearing): SettingsReader {
  const cache: AnnouncedCache<StoreSettings> = createAnnouncedCache<StoreSettings>({ maxEntries: 1, hearing, name: "settings" });
  return {
    async read() {
      const kept = cache.get(SETTINGS_ANNOUNCEMENT);
      if (kept) return kept;
      const mark = cache.mark();
      const settings = await readStoreSettings(db, defaults);
      cache.set(SETTINGS_ANNOUNCEMENT, SETTINGS_ANNOUNCEMENT, settings, mark);
      return settings;
    },
    heard(payload) {
      if (payload === SETTINGS_ANNOUNCEMENT) cache.forgetOwner(SETTINGS_ANNOUNCEMENT);
    },
    forget: () => cache.forgetOwner(SETTINGS_ANNOUNCEMENT),
    defaults,
  };
}
