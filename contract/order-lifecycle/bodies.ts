/**
 * The order steps' request bodies and the operator's queries, with the backend paths that take them (the typed
 * clients in app/lib/backend/ own the paths; listed here so both halves agree; the answers are in ./answers.ts):
 *   GET  /admin/me                                200 `OperatorJson` for an operator, 401 without a token, 403 for a shopper
 *   GET  /admin/dashboard                         `DashboardJson`
 *   GET  /admin/orders?tab=&q=&page=&risky=       `OrderQueueJson` (query: `orderQueueQuery`; with `q`, every stage, the tab ignored;
 *                                                 `risky=1`, only orders with a risk signal)
 *   GET  /admin/orders/booking-file?courier=&format=&orders=
 *                                                 a courier's booking file (XLSX or CSV) of the "to ship" tab, all or the
 *                                                 orders picked (`bookingFileQuery`, the presets: ./booking-files.ts)
 *   POST /admin/orders/import?courier=            CSV text body (`text/csv` or `text/plain`) or an XLSX file's bytes
 *                                                 (the XLSX Content-Type) → `CsvImportReportJson`;
 *                                                 `courier` (`csvImportQuery`) is used for rows without a courier column
 *   GET  /admin/orders/:orderId                   `OperatorOrderJson` (order number CW-100001 or id)
 *   POST /admin/orders/:orderId/confirm           `confirmOrderBody`        → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/ship              `shipOrderBody`           → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/deliver           `deliverOrderBody`        → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/cancel            `cancelOrderBody`         → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/return-to-sender  `returnToSenderBody`      → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/return-approve    `returnApproveBody`       → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/return-refuse     `returnDecisionBody`      → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/return-receive    `returnReceiveBody`       → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/refund            `refundBody`              → `OperatorOrderJson`
 *   POST /orders/:orderId/cancel                  `shopperCancelBody`       → `OrderJson` (the shopper's own order)
 *   POST /orders/:orderId/return-request          `returnRequestBody`       → `OrderJson`
 * Every `/admin/*` path answers 401 without a token and 403 (`OPERATORS_ONLY`) for a shopper.
 * A step that the order's state does not allow answers 409 `{ error }` (`stepNotAllowed`); a stale
 * `version` answers 409 `StaleOrderJson` (`{ error: ORDER_CHANGED, order }`) with the order as it is now.
 */
import { z } from "zod";
import { optionalParam } from "../fields";
import { MAX_SEARCH_LENGTH } from "../limits";
import { versionField } from "../version-field";
import { couriers } from "./couriers";
import { MAX_COURIER_TRACKING_ID_LENGTH, MAX_NOTE_LENGTH, MAX_REFUND_REFERENCE_LENGTH, MAX_REFUND_RUPEES } from "./limits";
import {
  CHOOSE_CANCEL_REASON,
  CHOOSE_COURIER,
  CHOOSE_REFUND_METHOD,
  COURIER_TRACKING_ID_FORMAT,
  ENTER_COURIER_TRACKING_ID,
  ENTER_REFUND_AMOUNT,
  CHOOSE_RETURN_REASON,
  ENTER_RETURN_REASON,
  NOTE_TOO_LONG,
  REFUND_AMOUNT_FORMAT,
  REFUND_REFERENCE_TOO_LONG,
  VERSION_MISSING,
} from "./messages";
import { orderQueueTabs } from "./queue";
import { refundMethods } from "./refunds";
import { approvedLinesField, receivedLinesField, returnLinesField } from "./returns";
import { returnReasons } from "./return-policy";
import { cancelReasons, type OperatorStep } from "./stages";

// Request bodies: each operator step carries the version of the order the operator saw.
const version = versionField(VERSION_MISSING);
const note = optionalParam(z.string().trim().max(MAX_NOTE_LENGTH, NOTE_TOO_LONG));

export const courierSchema = z.enum(couriers, { errorMap: () => ({ message: CHOOSE_COURIER }) });
export const courierTrackingIdSchema = z
  .string({ required_error: ENTER_COURIER_TRACKING_ID, invalid_type_error: ENTER_COURIER_TRACKING_ID })
  .trim()
  .min(1, ENTER_COURIER_TRACKING_ID)
  .max(MAX_COURIER_TRACKING_ID_LENGTH, `A tracking ID can be at most ${MAX_COURIER_TRACKING_ID_LENGTH} characters`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, COURIER_TRACKING_ID_FORMAT);

export const confirmOrderBody = z.object({ version, note });
export const shipOrderBody = z.object({ version, courier: courierSchema, trackingId: courierTrackingIdSchema, note });
export const deliverOrderBody = z.object({ version, note });
export const cancelOrderBody = z.object({
  version,
  reason: z.enum(cancelReasons, { errorMap: () => ({ message: CHOOSE_CANCEL_REASON }) }),
  note,
});
export const returnToSenderBody = z.object({ version, note });
/** Approving a return: which requested lines are accepted (the rest are refused); refusing it refuses them all. */
export const returnApproveBody = z.object({ version, lines: approvedLinesField, note });
export const returnDecisionBody = z.object({ version, note });
/** Rupees as typed ("12,900", "12900.50"): positive, to the paisa. */
const refundAmount = z.preprocess(
  (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim().replaceAll(",", ""))) : value),
  z
    .number({ required_error: ENTER_REFUND_AMOUNT, invalid_type_error: REFUND_AMOUNT_FORMAT })
    .finite(REFUND_AMOUNT_FORMAT)
    .positive(REFUND_AMOUNT_FORMAT)
    .max(MAX_REFUND_RUPEES, REFUND_AMOUNT_FORMAT)
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, REFUND_AMOUNT_FORMAT),
);
/** A refund: how much (at most what is left of what was paid, checked by the backend), how it was given back, its reference. */
export const refundBody = z.object({
  version,
  amount: refundAmount,
  method: z.enum(refundMethods, { errorMap: () => ({ message: CHOOSE_REFUND_METHOD }) }),
  reference: optionalParam(z.string().trim().max(MAX_REFUND_REFERENCE_LENGTH, REFUND_REFERENCE_TOO_LONG)),
  /** The delivery fee goes back too (a damaged or wrong item); otherwise the cap is the returned lines. */
  withDelivery: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()).default(false),
  note,
});
/** The parcel is back: each returned line's condition (resellable goes back on its size's shelf). */
export const returnReceiveBody = z.object({ version, lines: receivedLinesField, note });
/** The shopper's own steps: the version is optional (their page may be older than an operator's step, which the state check catches). */
export const shopperCancelBody = z.object({ version: optionalParam(version) });
/** A return: which lines, why (from the policy's list), and the shopper's own words (needed for "Something else"). */
export const returnRequestBody = z
  .object({
    version: optionalParam(version),
    lines: returnLinesField,
    reason: z.enum(returnReasons, { errorMap: () => ({ message: CHOOSE_RETURN_REASON }) }),
    note,
  })
  .superRefine((body, context) => {
    if (body.reason === "other" && !body.note) context.addIssue({ code: "custom", path: ["note"], message: ENTER_RETURN_REASON });
  });

export type ConfirmOrderBody = z.input<typeof confirmOrderBody>;
export type ShipOrderBody = z.input<typeof shipOrderBody>;
export type DeliverOrderBody = z.input<typeof deliverOrderBody>;
export type CancelOrderBody = z.input<typeof cancelOrderBody>;
export type ReturnToSenderBody = z.input<typeof returnToSenderBody>;
export type ReturnDecisionBody = z.input<typeof returnDecisionBody>;
export type RefundBody = z.input<typeof refundBody>;
export type ReturnReceiveBody = z.input<typeof returnReceiveBody>;
export type ShopperCancelBody = z.input<typeof shopperCancelBody>;
export type ReturnRequestBody = z.input<typeof returnRequestBody>;

/** Each operator step's body schema, by step (the routes are generated from it). */
export const operatorStepBodies = {
  confirm: confirmOrderBody,
  ship: shipOrderBody,
  deliver: deliverOrderBody,
  cancel: cancelOrderBody,
  "return-to-sender": returnToSenderBody,
  "parcel-receive": returnReceiveBody,
  "return-approve": returnApproveBody,
  "return-refuse": returnDecisionBody,
  "return-receive": returnReceiveBody,
  refund: refundBody,
} satisfies Record<OperatorStep, z.ZodTypeAny>;

/** `GET /admin/orders`: an unknown tab or page falls back to the first, never an error. */
export const orderQueueQuery = z.object({
  tab: z.enum(orderQueueTabs).catch("to-confirm").default("to-confirm"),
  q: optionalParam(z.string().trim().max(MAX_SEARCH_LENGTH)).catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  /** Only orders with a risk signal: the GET form's checkbox ("on") or a link's "1". */
  risky: z.unknown().transform((value) => value === "1" || value === "on"),
});
export type OrderQueueQuery = z.input<typeof orderQueueQuery>;

/** `POST /admin/orders/import`: the courier for rows that name none. */
export const csvImportQuery = z.object({ courier: optionalParam(courierSchema) });
