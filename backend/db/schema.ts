import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const emptyTextArray = sql`'{}'::text[]`;

/** One row per person the backend has seen; the id is the bearer token's subject. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The storefront language the shopper last chose with the header's switch (contract/languages.ts); null until they do. */
    language: text("language"),
  },
  // The queue's search by email, in any case (0030).
  (table) => [index("users_email_lower_idx").on(sql`lower(${table.email})`)],
);

/** Email-and-password sign-in (the local identity provider). */
export const localAccounts = pgTable("local_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
});

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("auth_sessions_user_idx").on(table.userId)],
);

/**
 * Password reset links of local accounts. Only the SHA-256 of the token is kept, so the table alone
 * opens no account; a link works once (`usedAt`) and until `expiresAt`, and a new request deletes
 * the account's older ones.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => localAccounts.userId, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** The Urdu name and description (migration 0035); null shows the English on Urdu pages. */
    nameUr: text("name_ur"),
    descriptionUr: text("description_ur"),
    /** The demo catalogue's drawn pictures (public/images/products); uploaded photos replace them. */
    images: text("images").array().notNull().default(emptyTextArray),
    /** Uploaded photos in their order, each with its files in media_files (contract/product-photos.ts). */
    photos: jsonb("photos")
      .$type<ProductPhotoJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    pricePaisa: integer("price_paisa").notNull(),
    /** Keys of the storefront's filters, listed in contract/catalogue.ts (handi, non-stick, glass-lid, 15-piece, small, …). */
    filterKeys: text("filter_keys").array().notNull().default(emptyTextArray),
    /** Footer collections that are not filter keys: bakeware, accessories. */
    collections: text("collections").array().notNull().default(emptyTextArray),
    sizes: text("sizes").array().notNull().default(emptyTextArray),
    stock: integer("stock").notNull().default(0),
    /** Pinned among the best sellers by an operator (or the demo seed); the rest are computed from delivered orders. */
    isBestSeller: boolean("is_best_seller").notNull().default(false),
    /** Marked new by an operator: among the New Arrivals whatever its age (migration 0036). */
    isNew: boolean("is_new").notNull().default(false),
    /** Only active products are listed and sold (contract/catalogue-admin.ts). */
    status: text("status").$type<ProductStatus>().notNull().default("active"),
    /** A final sale (clearance, custom): its lines cannot be returned (contract/order-lifecycle/returns.ts). */
    finalSale: boolean("final_sale").notNull().default(false),
    /** When it first became active: from then on a changed id leaves the old one redirecting. */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    /** Bumped by every operator edit: an edit names the version it saw, so a stale form changes nothing. */
    version: integer("version").notNull().default(1),
    /** Published reviews' count and stars, kept with the review's change (backend/store/reviews.ts). */
    reviewCount: integer("review_count").notNull().default(0),
    reviewStarsTotal: integer("review_stars_total").notNull().default(0),
    /** Set when migration 0016 put a sized product's whole stock on its first size; cleared when the operator saves its variants. */
    checkStockPerSize: boolean("check_stock_per_size").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Sort indexes say DESC NULLS FIRST because that is what a query's plain DESC means; any other
  // null order and the planner cannot read them in order.
  (table) => [
    check("products_price_not_negative", sql`${table.pricePaisa} >= 0`),
    check("products_stock_not_negative", sql`${table.stock} >= 0`),
    check("products_status_known", sql`${table.status} in ('active', 'draft', 'archived')`),
    index("products_filter_keys_idx").using("gin", table.filterKeys),
    index("products_collections_idx").using("gin", table.collections),
    index("products_price_idx").on(table.pricePaisa, table.id),
    index("products_newest_idx").on(table.createdAt.desc().nullsFirst(), table.id),
    index("products_featured_idx").on(table.isBestSeller.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id),
  ],
);

/**
 * What a shopper buys: one per size, or one default variant (slug "default", label '') for a product
 * without sizes. The product row's price, stock and sizes are kept from its active variants by a
 * trigger (migration 0016). A variant with orders is archived, never deleted.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    /** Stable within its product, in URLs (`?size=`); the label may be renamed, the slug stays. */
    slug: text("slug").notNull(),
    label: text("label").notNull().default(""),
    /** The Urdu label and capacity (migration 0035; servings are figures, the same in both languages); null shows the English on Urdu pages. */
    labelUr: text("label_ur"),
    sku: text("sku").notNull().unique("product_variants_sku_unique"),
    pricePaisa: integer("price_paisa").notNull(),
    compareAtPaisa: integer("compare_at_paisa"),
    stock: integer("stock").notNull().default(0),
    weightGrams: integer("weight_grams").notNull().default(0),
    /** The size guide's figures as the operator wrote them ("3.5 litres", "28 cm across"; "4-6"); null shows nothing. */
    capacity: text("capacity"),
    servings: text("servings"),
    capacityUr: text("capacity_ur"),
    /** Small, Medium and Large as the label says (migration 0039's rule); empty for a label naming no number. */
    sizeBands: text("size_bands")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`cookware_size_bands(label)`),
    position: integer("position").notNull(),
    archived: boolean("archived").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique("product_variants_slug_unique").on(table.productId, table.slug),
    index("product_variants_product_idx").on(table.productId, table.position),
    uniqueIndex("product_variants_active_label_unique")
      .on(table.productId, table.label)
      .where(sql`not ${table.archived}`),
    check("product_variants_price_not_negative", sql`${table.pricePaisa} >= 0`),
    check("product_variants_compare_at_above_price", sql`${table.compareAtPaisa} is null or ${table.compareAtPaisa} > ${table.pricePaisa}`),
    check("product_variants_stock_not_negative", sql`${table.stock} >= 0`),
    check("product_variants_weight_range", sql`${table.weightGrams} between 0 and 100000`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    /** The label the shopper chose, as it was ('' for a product without sizes); the variant is what is bought. */
    size: text("size").notNull().default(""),
    variantId: text("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** The size's price when the shopper last added or saved this line (null before migration 0017): the cart says so when it has changed. */
    priceSeenPaisa: integer("price_seen_paisa"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique("cart_items_line_unique").on(table.userId, table.variantId),
    index("cart_items_product_idx").on(table.productId),
    index("cart_items_variant_idx").on(table.variantId),
    check("cart_items_quantity_range", sql`${table.quantity} between 1 and 999`),
  ],
);

export const addresses = pgTable(
  "addresses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    postalCode: text("postal_code").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("addresses_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("addresses_one_default_per_user")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Human order numbers: CW-100001, CW-100002, … */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 100001 });

import type { AddressParts } from "../../contract/addresses";
import type { ProductStatus, StockMovementReason } from "../../contract/catalogue-admin";
import type { ProductPhotoJson } from "../../contract/product-photos";
import type { OrderStatus, PaymentStatus } from "../../contract/orders";
import type { Courier } from "../../contract/order-lifecycle/couriers";
import type { BookingColumn, WeightUnit } from "../../contract/order-lifecycle/booking-files";
import type { CancelReason, OrderStage, OrderStep, ReturnStatus } from "../../contract/order-lifecycle/stages";
import type { RefundMethod } from "../../contract/order-lifecycle/refunds";
import type { ReturnLine } from "../../contract/order-lifecycle/returns";
import type { ReturnExclusion, ReturnReason } from "../../contract/order-lifecycle/return-policy";
import type { RiskSignal } from "../../contract/order-lifecycle/risk";
import type { DeliveryRule } from "../../contract/delivery-fee";
import type { Language } from "../../contract/languages";
import type { ReviewStatus } from "../../contract/reviews";
import type { MessageChannel } from "../../contract/order-lifecycle/order-link";
import type { ShopperMessage } from "../messages/messenger";
export type { OrderStatus, PaymentStatus };

/** The delivery address as it was when the order was placed. */
export type AddressSnapshot = AddressParts;

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    orderNumber: bigint("order_number", { mode: "number" }).notNull().unique(),
    trackingId: text("tracking_id").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    orderStatus: text("order_status").$type<OrderStatus>().notNull().default("Processing"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("Pending"),
    paymentMethod: text("payment_method").notNull(),
    subtotalPaisa: bigint("subtotal_paisa", { mode: "number" }).notNull(),
    shippingPaisa: bigint("shipping_paisa", { mode: "number" }).notNull(),
    taxPaisa: bigint("tax_paisa", { mode: "number" }).notNull(),
    totalPaisa: bigint("total_paisa", { mode: "number" }).notNull(),
    shippingAddress: jsonb("shipping_address").$type<AddressSnapshot>().notNull(),
    /** Who the courier asks for and calls, as they were when the order was placed (null before these were kept). */
    customerName: text("customer_name"),
    customerPhone: text("customer_phone"),
    /** The delivery rule in force when the order was placed, by which a shopper's change recomputes the fee (null before it was kept). */
    deliveryRule: jsonb("delivery_rule").$type<DeliveryRule>(),
    /** The language of the page the order was placed on: its step emails' when the shopper saved none (null before it was kept). */
    language: text("language"),
    /** Bumped by every lifecycle step: a step names the version it saw, so a stale form changes nothing. */
    version: integer("version").notNull().default(1),
    /** The confirmation call: who made it, when, and what they noted. */
    confirmedBy: text("confirmed_by").references(() => users.id),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmationNote: text("confirmation_note"),
    /** The shopper's own confirmation from the link in their message, and the channel it came by (before the operator's). */
    shopperConfirmedAt: timestamp("shopper_confirmed_at", { withTimezone: true }),
    shopperConfirmedVia: text("shopper_confirmed_via").$type<MessageChannel>(),
    /** The shopper asked at checkout not to be messaged: the operator confirms by calling. */
    noMessages: boolean("no_messages").notNull().default(false),
    /** The courier and its consignment number, once shipped; `trackingId` stays the store's own reference. */
    courier: text("courier").$type<Courier>(),
    courierTrackingId: text("courier_tracking_id"),
    /** The courier's tracking page as the settings made it when the order shipped. */
    courierTrackingUrl: text("courier_tracking_url"),
    cancelReason: text("cancel_reason").$type<CancelReason>(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** Starts the return window. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** A parcel returned to sender, back with the store (its lines restocked or written off); see 0023. */
    parcelReceivedAt: timestamp("parcel_received_at", { withTimezone: true }),
    /** What the backend noticed when the order was placed (contract/order-lifecycle/risk.ts); empty before 0027. */
    riskSignals: jsonb("risk_signals")
      .$type<RiskSignal[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("orders_user_newest_idx").on(table.userId, table.createdAt.desc().nullsFirst()),
    // A tab's page and its bounded count (0030): newest first, then by number, as the queue orders them.
    index("orders_status_newest_idx").on(table.orderStatus, table.createdAt.desc().nullsFirst(), table.orderNumber),
    // The "To confirm" and "To ship" tabs, oldest first, and the booking file (0030).
    index("orders_to_confirm_idx")
      .on(table.createdAt, table.orderNumber)
      .where(sql`${table.orderStatus} = 'Processing' AND ${table.confirmedAt} IS NULL`),
    index("orders_to_ship_idx")
      .on(table.createdAt, table.orderNumber)
      .where(sql`${table.orderStatus} = 'Processing' AND ${table.confirmedAt} IS NOT NULL`),
    // Parcels returned to sender, not yet back: half of the "Returns" tab (0030).
    index("orders_parcel_awaited_idx")
      .on(table.id)
      .where(sql`${table.orderStatus} = 'Cancelled' AND ${table.shippedAt} IS NOT NULL AND ${table.parcelReceivedAt} IS NULL`),
    // The newest orders first, with their phones: the customers page finds the phones that ordered last (0030).
    index("orders_newest_idx").on(table.createdAt.desc().nullsFirst(), table.customerPhone),
    index("orders_tracking_upper_idx").on(sql`upper(${table.trackingId})`),
    index("orders_courier_tracking_idx").on(sql`upper(${table.courierTrackingId})`),
    index("orders_delivered_cod_idx")
      .on(table.courier, table.deliveredAt)
      .where(sql`${table.orderStatus} = 'Delivered' AND ${table.paymentMethod} = 'cod'`),
    index("orders_risky_newest_idx")
      .on(table.orderStatus, table.createdAt.desc().nullsFirst(), table.orderNumber)
      .where(sql`${table.riskSignals} <> '[]'::jsonb`),
    index("orders_customer_phone_idx").on(table.customerPhone, table.createdAt),
    // The dashboard's last 30 days (0031): parcels shipped, and refused at the door (`refusedAtDoor`) by when it was recorded.
    index("orders_shipped_at_idx")
      .on(table.shippedAt)
      .where(sql`${table.shippedAt} is not null`),
    index("orders_refused_at_idx")
      .on(table.cancelledAt)
      .where(sql`${table.orderStatus} = 'Cancelled' and ${table.shippedAt} is not null`),
    check("orders_status_known", sql`${table.orderStatus} in ('Processing', 'Shipped', 'Delivered', 'Cancelled')`),
    check(
      "orders_payment_status_known",
      sql`${table.paymentStatus} in ('Pending', 'Paid', 'Failed', 'Partially refunded', 'Refunded', 'Cancelled')`,
    ),
  ],
);

/** The store's block list: a phone here (+92 form) has its cash-on-delivery orders refused at checkout. */
export const blockedPhones = pgTable("blocked_phones", {
  phone: text("phone").primaryKey(),
  reason: text("reason").notNull(),
  blockedBy: text("blocked_by").references(() => users.id, { onDelete: "set null" }),
  blockedAt: timestamp("blocked_at", { withTimezone: true }).notNull().defaultNow(),
});

export const orderItems = pgTable(
  "order_items",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onUpdate: "cascade" }),
    /** The line's place in the order, as the shopper's cart listed it. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    /** The variant's label when the order was placed (null for a product without sizes). */
    size: text("size"),
    /** Null only for lines written before variants whose product no longer exists in any size. */
    variantId: text("variant_id").references(() => productVariants.id),
    quantity: integer("quantity").notNull(),
    unitPricePaisa: integer("unit_price_paisa").notNull(),
    /** The size's weight when the order was placed, for the courier's file (null: lines written without one read the size's weight now). */
    weightGrams: integer("weight_grams"),
    /** Why the line cannot be returned, fixed when it was bought (null: it can be). */
    returnExclusion: text("return_exclusion").$type<ReturnExclusion>(),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    index("order_items_variant_idx").on(table.variantId),
    index("order_items_product_idx").on(table.productId),
    check("order_items_quantity_positive", sql`${table.quantity} > 0`),
    check("order_items_return_exclusion_known", sql`${table.returnExclusion} in ('final-sale', 'sale')`),
  ],
);

/** The audit log: every lifecycle step, who took it, and the states it went from and to. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    actorUserId: text("actor_user_id")
      .notNull()
      .references(() => users.id),
    actorRole: text("actor_role").$type<"operator" | "shopper">().notNull(),
    step: text("step").$type<OrderStep>().notNull(),
    fromStatus: text("from_status").$type<OrderStatus>().notNull(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    fromStage: text("from_stage").$type<OrderStage>().notNull(),
    toStage: text("to_stage").$type<OrderStage>().notNull(),
    note: text("note"),
    /** A shopper's step taken from the link in their order's message: the channel that message went by (null otherwise; from 0031). */
    via: text("via").$type<MessageChannel>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_events_order_idx").on(table.orderId, table.at),
    // The dashboard's answers by the link over the last 30 days (0031).
    index("order_events_link_answers_idx")
      .on(table.at)
      .where(sql`${table.via} is not null`),
  ],
);

/** A shopper's return request: one per order, decided by an operator, refunded once the item is back. */
export const returnRequests = pgTable(
  "return_requests",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<ReturnStatus>().notNull().default("requested"),
    /** Why, from the policy's list (null on requests from before 0022, whose `reason` is the shopper's words). */
    reasonCode: text("reason_code").$type<ReturnReason>(),
    /** The shopper's own words: required for "Something else", optional otherwise. */
    reason: text("reason"),
    /** The lines returned and how many of each, with their condition once received (null: the whole order, requests before 0021). */
    lines: jsonb("lines").$type<ReturnLine[]>(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (table) => [
    index("return_requests_status_idx").on(table.status),
    check("return_requests_status_known", sql`${table.status} in ('requested', 'approved', 'refused', 'received', 'refunded')`),
    check(
      "return_requests_reason_known",
      sql`${table.reasonCode} in ('damaged', 'wrong-item', 'not-as-described', 'changed-mind', 'other')`,
    ),
  ],
);

/** A refund an operator recorded: how much, how it was given back, their reference (several may follow one another up to what was paid). */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountPaisa: bigint("amount_paisa", { mode: "number" }).notNull(),
    method: text("method").$type<RefundMethod>().notNull(),
    reference: text("reference"),
    recordedBy: text("recorded_by")
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_refunds_order_idx").on(table.orderId, table.recordedAt),
    check("order_refunds_amount_positive", sql`${table.amountPaisa} > 0`),
    check("order_refunds_method_known", sql`${table.method} in ('cash', 'bank-transfer', 'jazzcash', 'easypaisa')`),
  ],
);

/** What a courier's payment report says it paid for a delivered cash-on-delivery order (one an order; see 0027). */
export const orderRemittances = pgTable(
  "order_remittances",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The report's date: when the courier paid. */
    paidOn: date("paid_on").notNull(),
    chargesPaisa: bigint("charges_paisa", { mode: "number" }).notNull(),
    amountPaisa: bigint("amount_paisa", { mode: "number" }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    recordedBy: text("recorded_by")
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    check("order_remittances_amount_positive", sql`${table.amountPaisa} > 0`),
    check("order_remittances_charges_not_negative", sql`${table.chargesPaisa} >= 0`),
  ],
);

/** A checkout's Idempotency-Key: the same key from the same user always means the same order. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const emailStatuses = ["pending", "sent", "failed"] as const;
export const outboxChannels = ["email", "message"] as const;

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    replyTo: text("reply_to"),
    /** "message": a WhatsApp or SMS message to `recipient`'s phone, its template's fields in `payload`. */
    channel: text("channel").$type<(typeof outboxChannels)[number]>().notNull().default("email"),
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<ShopperMessage>(),
    status: text("status").$type<(typeof emailStatuses)[number]>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Also a lease: a sender pushes it forward when it claims the row, so instances never send twice. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("email_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check("email_outbox_status_known", sql`${table.status} in ('pending', 'sent', 'failed')`),
    check("email_outbox_channel_known", sql`${table.channel} in ('email', 'message')`),
    index("email_outbox_order_idx")
      .on(table.orderId, table.createdAt)
      .where(sql`${table.orderId} is not null`),
    // The dashboard's messages of the orders placed over the last 30 days (0031).
    index("email_outbox_messages_idx")
      .on(table.createdAt)
      .where(sql`${table.channel} = 'message'`),
  ],
);

export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("rate_limit_hits_lookup_idx").on(table.bucket, table.key, table.createdAt),
    index("rate_limit_hits_created_idx").on(table.createdAt),
  ],
);

/**
 * A product's former URL ids: each answers a permanent redirect to the product. The product's id is
 * its URL id, and a rename cascades to every row naming it (ON UPDATE CASCADE).
 */
export const productSlugs = pgTable(
  "product_slugs",
  {
    slug: text("slug").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_slugs_product_idx").on(table.productId)],
);

/** The stock ledger: every change of a product's stock, why, by whom or by which order, and the stock after it. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    /** The variant whose stock moved (rows before migration 0016 name the product's first). */
    variantId: text("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    delta: integer("delta").notNull(),
    reason: text("reason").$type<StockMovementReason>().notNull(),
    note: text("note"),
    actorUserId: text("actor_user_id").references(() => users.id),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    stockAfter: integer("stock_after").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("stock_movements_product_idx").on(table.productId, table.at),
    check("stock_movements_reason_known", sql`${table.reason} in ('received', 'damaged', 'correction', 'ordered', 'order-returned')`),
    check("stock_movements_stock_after_not_negative", sql`${table.stockAfter} >= 0`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The files made of uploaded photos (never the originals), content-addressed: a name is its bytes'
 * hash, so a URL never changes what it serves. Here in the database, every instance sees them.
 */
export const mediaFiles = pgTable("media_files", {
  file: text("file").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  byteSize: integer("byte_size").notNull(),
  createdAt: createdAt(),
});

/**
 * A shopper's photos of what they return (contract/order-lifecycle/return-photos.ts), in the two sizes
 * the pages show, never the original. Private: apart from media_files, which /media serves to anyone.
 */
export const returnPhotos = pgTable(
  "return_photos",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    small: bytea("small").notNull(),
    large: bytea("large").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("return_photos_order_idx").on(table.orderId, table.addedAt)],
);

/** The store's settings (/admin/settings): one row, absent until first saved; null is the default. */
export const storeSettings = pgTable(
  "store_settings",
  {
    id: text("id").primaryKey().default("store"),
    deliveryRule: jsonb("delivery_rule").$type<DeliveryRule>(),
    lowStockThreshold: integer("low_stock_threshold"),
    firstOrderLimitRupees: integer("first_order_limit_rupees"),
    /** New Arrivals are the products added in this many days (migration 0036). */
    newArrivalDays: integer("new_arrival_days"),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by").references(() => users.id),
    updatedAt: updatedAt(),
  },
  () => [check("store_settings_one_row", sql`id = 'store'`)],
);

/**
 * The operator's booking-file preset for a courier (migration 0029): absent until first saved; null
 * columns and unit are the courier's default (`bookingPresets`), as after "Reset to the default".
 */
export const courierBookingPresets = pgTable(
  "courier_booking_presets",
  {
    courier: text("courier").$type<Courier>().primaryKey(),
    columns: jsonb("columns").$type<BookingColumn[]>(),
    weightUnit: text("weight_unit").$type<WeightUnit>(),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("courier_booking_presets_weight_unit", sql`${table.weightUnit} IN ('kg', 'g')`),
    check("courier_booking_presets_whole", sql`(${table.columns} IS NULL) = (${table.weightUnit} IS NULL)`),
    check("courier_booking_presets_columns_list", sql`${table.columns} IS NULL OR jsonb_typeof(${table.columns}) = 'array'`),
  ],
);

/** One review per shopper and product, from the delivered order that made them a buyer (contract/reviews.ts). */
export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onUpdate: "cascade", onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    language: text("language").$type<Language>().notNull().default("en"),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    reply: text("reply"),
    repliedBy: text("replied_by").references(() => users.id),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique("reviews_one_per_shopper").on(table.productId, table.userId),
    check("reviews_stars_range", sql`${table.stars} between 1 and 5`),
    check("reviews_title_length", sql`char_length(${table.title}) between 1 and 120`),
    check("reviews_body_length", sql`char_length(${table.body}) between 1 and 2000`),
    check("reviews_reply_length", sql`${table.reply} is null or char_length(${table.reply}) between 1 and 2000`),
    check("reviews_language_known", sql`${table.language} in ('en', 'ur')`),
    check("reviews_status_known", sql`${table.status} in ('published', 'hidden', 'pending')`),
    index("reviews_product_published_idx")
      .on(table.productId, table.createdAt.desc().nullsFirst())
      .where(sql`${table.status} = 'published'`),
    index("reviews_published_newest_idx")
      .on(table.createdAt.desc().nullsFirst())
      .where(sql`${table.status} = 'published'`),
    index("reviews_status_newest_idx").on(table.status, table.createdAt.desc().nullsFirst()),
    index("reviews_user_idx").on(table.userId),
  ],
);

/** The reviews' one setting (one row): publish a new or edited review at once, or hold it for the operator. */
export const reviewSettings = pgTable(
  "review_settings",
  {
    id: boolean("id").primaryKey().default(true),
    holdForModeration: boolean("hold_for_moderation").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [check("review_settings_one_row", sql`${table.id}`)],
);

/** The store's running processes, for `/admin/system`: each writes its row every half minute and removes it as it stops. */
export const storeProcesses = pgTable("store_processes", {
  id: text("id").primaryKey(),
  host: text("host").notNull(),
  pid: integer("pid").notNull(),
  version: text("version").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  /** Whether it hears the database's announcements; null when it does not listen. */
  hearing: boolean("hearing"),
});

/**
 * Search words and the words each also means (`/admin/search`): "karahi" also means "karhai",
 * "kadai" and "کڑاہی". Kept folded (`contract/search-text.ts`), so they compare as a search does.
 */
export const searchSynonyms = pgTable("search_synonyms", {
  term: text("term").primaryKey(),
  means: text("means")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});
