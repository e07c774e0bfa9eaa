import type { AnnouncedReads } from "../db/announced-cache";
import type { Hearing } from "../db/hearing";
import { cacheReadsOf } from "../metrics/cache-reads";
import { CATALOGUE_CHANNEL } from "./product-cache";

/** Listing pages and best sellers (`searchProducts`, `listBestSellers`): products, the orders that make best sellers, and the search's words. */
export const listingReads: AnnouncedReads = {
  channel: CATALOGUE_CHANNEL,
  tables: ["products", "product_variants", "orders", "order_items", "search_synonyms", "search_words", "search_vocabulary"],
};

/**
 * Listing pages, kept for a moment. Every shopper asking for the same page of the catalogue gets
 * the same answer; under load, the database answers each distinct page once per `ttlMs` instead
 * of once per request (and identical requests arriving together share one query). Stock is the
 * only thing in it that changes while the store runs: an order placed through this process clears
 * the cache at once, and every change the database announces on `CATALOGUE_CHANNEL` (a product
 * row, an order's delivery: best sellers) clears it in every process. Like every announced cache it
 * answers from memory only while `hearing` proves the process hears those announcements; `ttlMs`
 * bounds an entry's age even then. The cart and checkout always read stock fresh, the product page as
 * fresh (store/product-cache.ts), and an order is checked against it.
 */
export interface CatalogueCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

const MAX_ENTRIES = 500;

export function createCatalogueCache(ttlMs: number, hearing: Hearing): CatalogueCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  const live = hearing.watch(() => entries.clear());
  const reads = cacheReadsOf("catalogue");
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0 || !live()) {
        reads.miss();
        return load();
      }
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) {
        reads.hit();
        return cached.value as Promise<T>;
      }
      reads.miss();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load();
      entries.set(key, { expiresAt: now + ttlMs, value });
      // A failed read is not kept: the next request asks the database again.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
