import { createAnnouncedCache, type AnnouncedCache, type AnnouncedReads } from "../db/announced-cache";
import type { Hearing } from "../db/hearing";

/** Migration 0011's channel: a product's id, each time its row changes. */
export const CATALOGUE_CHANNEL = "cookware_catalogue";
/** A product page's read (`getProduct` by its current id; a former id's answer is not kept). */
export const productReads: AnnouncedReads = { channel: CATALOGUE_CHANNEL, tables: ["products", "product_variants"] };

const MAX_PRODUCTS = 2_000;

/**
 * The product page's reads (`GET /products/:id`, the answer's JSON text) kept by product id while the
 * database announces every change to a product row, its stock included: the page shows stock as
 * fresh as a read, without one query per visit. Answers only while `hearing` proves the process
 * hears `CATALOGUE_CHANNEL`.
 */
export type ProductCache = AnnouncedCache<string>;

export const createProductCache = (hearing: Hearing): ProductCache => createAnnouncedCache<string>({ maxEntries: MAX_PRODUCTS, hearing });
