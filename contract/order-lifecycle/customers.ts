/**
 * The operator's customers page (`/admin/customers`, issue 38): phones with what their orders came to, and
 * the store's block list. A blocked phone's cash-on-delivery orders are refused at checkout (`PHONE_BLOCKED`).
 *
 *   GET  /admin/customers?q=&page=     `CustomersJson` (`customersQuery`; `q` a phone in any spelling)
 *   POST /admin/customers/block        `blockPhoneBody`   → `CustomerPhoneJson`
 *   POST /admin/customers/unblock      `unblockPhoneBody` → `CustomerPhoneJson`
 */
import { z } from "zod";
import { optionalParam } from "../fields";
import { MAX_SEARCH_LENGTH } from "../limits";
import { normalizePakistaniMobile, PHONE_MESSAGE } from "../phone";

export const MAX_BLOCK_REASON_LENGTH = 300;
export const CUSTOMERS_PAGE_SIZE = 20;
/** The page's total stops counting phones here (past the page's first row): "10,000+ phones". */
export const CUSTOMERS_COUNT_LIMIT = 10_000;
export const BLOCK_REASON_REQUIRED = "Say why this phone is blocked";
export const BLOCK_REASON_TOO_LONG = `Keep the reason under ${MAX_BLOCK_REASON_LENGTH} characters`;
export const CUSTOMERS_NOTHING = "No phone matches that search.";
export const CUSTOMERS_EMPTY = "No customers yet.";

/** A phone in any spelling, kept in its +92 form. */
const phoneField = z
  .string()
  .trim()
  .max(40, PHONE_MESSAGE)
  .transform((value, context) => {
    const phone = normalizePakistaniMobile(value);
    if (!phone) context.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_MESSAGE });
    return phone ?? "";
  });

export const blockPhoneBody = z.object({
  phone: phoneField,
  reason: z.string().trim().min(1, BLOCK_REASON_REQUIRED).max(MAX_BLOCK_REASON_LENGTH, BLOCK_REASON_TOO_LONG),
});
export const unblockPhoneBody = z.object({ phone: phoneField });

export const customersQuery = z.object({
  q: optionalParam(z.string().trim().max(MAX_SEARCH_LENGTH)).catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** One phone: its orders' outcomes (refused: returned to sender) and, when blocked, why, by whom and when. */
export type CustomerPhoneJson = {
  phone: string;
  name: string | null;
  orders: number;
  delivered: number;
  refused: number;
  cancelled: number;
  lastOrderAt: string | null;
  block: { reason: string; byEmail: string | null; at: string } | null;
};

export type CustomersJson = {
  q: string | null;
  rows: CustomerPhoneJson[];
  page: number;
  pageSize: number;
  /** Phones listed, counted up to this page's first row plus CUSTOMERS_COUNT_LIMIT: `totalIsAtLeast` when it stopped there. */
  total: number;
  totalIsAtLeast: boolean;
};
