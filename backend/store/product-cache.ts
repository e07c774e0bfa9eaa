import { createAnnouncedCache, type AnnouncedCache, type AnnouncedReads } from "../db/announced-cache";
import type { Hearing } from "../db/hearing";

/** Migration 0011's channel: a product's id, each time its row changes. */
export const CATALOGUE_CHANNEL = "cookware_catalogue";
/** A product page's read (`getProduct` by its current id; a former id's answer is not kept). */
export const productReads: AnnouncedReads = { channel: CATALOGUE_CHANNEL, tables: ["products", "product_variants"] };
/** A page of a product's published reviews (`publishedReviewsOf`), kept in the same cache under the product (migration 0018 announces reviews and reviewers' names). */
export const productReviewReads: AnnouncedReads = { channel: CATALOGUE_CHANNEL, tables: ["reviews", "products", "users"] };

const MAX_PRODUCTS = 2_000;

/**
 * The product page's reads (`GET /products/:id` under the product's id, and each page of its published
 * reviews under `reviewsKey`; the answers' JSON texts), owned by the product's id, while the
 * database announces every change to a product row, its stock included: the page shows stock as
 * fresh as a read, without one query per visit. Answers only while `hearing` proves the process
 * hears `CATALOGUE_CHANNEL`.
 */
export type ProductCache = AnnouncedCache<string>;

export const createProductCache = (hearing: Hearing): ProductCache =>
  createAnnouncedCache<string>({ maxEntries: MAX_PRODUCTS, hearing, name: "product" });

/** Where a page of a product's published reviews is kept in the product cache. */
export const reviewsKey = (productId: string, page: number) => `${productId}\0reviews\0${page}`;
