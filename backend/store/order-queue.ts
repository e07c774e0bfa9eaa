import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/client";
import { emailOutbox, orders, returnRequests, users } from "../db/schema";
import { backendEnv } from "../env";
import { parseOrderNumber } from "../lib/ids";
import { ADMIN_ORDERS_PAGE_SIZE } from "../../contract/order-lifecycle/limits";
import { type OrderQueueTab, orderQueueTabs, QUEUE_COUNT_LIMIT, STORE_TIME_ZONE } from "../../contract/order-lifecycle/queue";
import { normalizePakistaniMobile } from "../../contract/phone";
import { type OperatorOrder, type Order, withDetails } from "./orders";
import { orderReference } from "./order-reference";
import { StoreError } from "./errors";
import { type CashWithCouriers, cashWithCouriers } from "./remittances";
import { messageAnswers, refusalsByCityAndCourier } from "./dashboard-rates";
import type { MessageAnswersJson, RefusalsJson } from "../../contract/order-lifecycle/dashboard-rates";
import { ORDER_NOT_FOUND } from "../../contract/messages";

/**
 * Returns still waiting on the store: to decide, or approved and waiting for the item and the refund;
 * and parcels returned to sender not yet received back. Both lists are short and indexed
 * (return_requests_status_idx, orders_parcel_awaited_idx): their ids are gathered once, then looked up,
 * rather than every order asked whether it has an open return.
 */
const openReturn = sql`${orders.id} = any(array(
  select ${returnRequests.orderId} from ${returnRequests} where ${returnRequests.status} in ('requested', 'approved', 'received')
  union all
  select awaited.id from ${orders} as awaited
  where awaited.order_status = 'Cancelled' and awaited.shipped_at is not null and awaited.parcel_received_at is null
))`;

const toConfirm = and(eq(orders.orderStatus, "Processing"), isNull(orders.confirmedAt))!;

/**
 * Awaiting confirmation, messaged, and no answer: a message went, none is still waiting to go, and none
 * went in the last `hours` (a failed one counts as no answer: the shopper was not reached).
 */
function noAnswer(hours: number): SQL {
  const messagesOf = sql`${emailOutbox.orderId} = ${orders.id} and ${emailOutbox.channel} = 'message'`;
  return and(
    toConfirm,
    isNull(orders.shopperConfirmedAt),
    sql`exists (select 1 from ${emailOutbox} where ${messagesOf})`,
    sql`not exists (select 1 from ${emailOutbox} where ${messagesOf} and (${emailOutbox.status} = 'pending' or ${emailOutbox.sentAt} > now() - make_interval(hours => ${hours})))`,
  )!;
}
/** Orders the backend noticed something about when they were placed (the queue's "Risky" filter). */
const risky = sql`${orders.riskSignals} <> '[]'::jsonb`;

/** Which orders each tab of the queue holds. */
export const tabCondition: Record<OrderQueueTab, SQL> = {
  "to-confirm": toConfirm,
  get "no-answer"() {
    return noAnswer(backendEnv().MESSAGE_NO_ANSWER_HOURS);
  },
  "to-ship": and(eq(orders.orderStatus, "Processing"), isNotNull(orders.confirmedAt))!,
  shipped: eq(orders.orderStatus, "Shipped"),
  delivered: eq(orders.orderStatus, "Delivered"),
  cancelled: eq(orders.orderStatus, "Cancelled"),
  returns: openReturn,
};

/**
 * One search box for order number or id, phone (any spelling), email, and either tracking ID. Every
 * alternative is an index of its own (orders_pkey, orders_tracking_upper_idx, orders_courier_tracking_idx,
 * orders_order_number_unique, orders_customer_phone_idx; the email's account by users_email_lower_idx, then
 * its orders by orders_user_newest_idx), so the database reads only the orders found.
 */
function searchCondition(q: string): SQL {
  const matches: SQL[] = [
    eq(orders.id, q),
    sql`upper(${orders.trackingId}) = upper(${q})`,
    sql`upper(${orders.courierTrackingId}) = upper(${q})`,
  ];
  const orderNumber = parseOrderNumber(q) ?? (/^\d{1,15}$/.test(q) ? Number(q) : null);
  if (orderNumber !== null) matches.push(eq(orders.orderNumber, orderNumber));
  const phone = normalizePakistaniMobile(q);
  if (phone) matches.push(eq(orders.customerPhone, phone));
  if (q.includes("@"))
    matches.push(sql`${orders.userId} = any(array(select ${users.id} from ${users} where lower(${users.email}) = lower(${q})))`);
  return or(...matches)!;
}

export type QueueRow = Order & { customerEmail: string | null; itemCount: number };

export type QueuePage = {
  rows: QueueRow[];
  /** Each tab's orders, counted up to QUEUE_COUNT_LIMIT (a tab at the limit holds at least that many). */
  counts: Record<OrderQueueTab, number>;
  /** The list's orders, counted up to this page's first row plus QUEUE_COUNT_LIMIT; `totalIsAtLeast` when it stopped there. */
  total: number;
  totalIsAtLeast: boolean;
  page: number;
  pageSize: number;
};

/**
 * One page of a tab, or of a search: a search looks through every stage, whichever tab it was typed
 * on (the operator looking up a phone or a tracking ID rarely knows the order's stage).
 */
export async function orderQueue(
  db: Database,
  query: { tab: OrderQueueTab; q?: string; page: number; risky?: boolean },
): Promise<QueuePage> {
  const where = and(query.q ? searchCondition(query.q) : tabCondition[query.tab], query.risky ? risky : undefined)!;
  // Oldest first where work waits (the next call to make, the next parcel to book); newest first elsewhere and in a search.
  const oldestFirst = !query.q && (query.tab === "to-confirm" || query.tab === "to-ship");
  const offset = (query.page - 1) * ADMIN_ORDERS_PAGE_SIZE;
  const pageRows = async () => {
    const found = await db
      .select({ order: orders, customerEmail: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(oldestFirst ? orders.createdAt : desc(orders.createdAt), orders.orderNumber)
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset(offset);
    const detailed = await withDetails(
      db,
      found.map((row) => row.order),
    );
    const emailById = new Map(found.map((row) => [row.order.id, row.customerEmail || null]));
    return detailed.map((order) => ({
      ...order,
      customerEmail: emailById.get(order.id) ?? null,
      itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    }));
  };
  // Sent together: on separate connections from the pool, one after another on PGlite's one.
  const [rows, counts] = await Promise.all([pageRows(), tabCounts(db)]);
  // A tab's own count is its total when it did not reach the limit; otherwise (or in a search, or risky
  // orders only) the list is counted on, as far as this page's first row plus the limit.
  const tabTotal = !query.q && !query.risky && counts[query.tab] < QUEUE_COUNT_LIMIT ? counts[query.tab] : null;
  const limit = offset + QUEUE_COUNT_LIMIT;
  const total = tabTotal ?? (await countUpTo(db, where, limit));
  return { rows, counts, total, totalIsAtLeast: total >= limit, page: query.page, pageSize: ADMIN_ORDERS_PAGE_SIZE };
}

/**
 * The orders `where` holds, counted no further than `limit`: a tab of a million delivered orders is not
 * read whole on every page load. (Every order has its user, so the count needs no join: `where` reads
 * only `orders`.)
 */
function boundedCount(where: SQL, limit: number): SQL {
  return sql`(select count(*) from (select 1 from ${orders} where ${where} limit ${limit}) as counted)`;
}

async function countUpTo(db: Database, where: SQL, limit: number): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(db, sql`select ${boundedCount(where, limit)} as count`);
  return Number(row.count);
}

/** How many orders each tab holds, up to QUEUE_COUNT_LIMIT each, in one statement (each count reads its tab's index). */
async function tabCounts(db: Database): Promise<Record<OrderQueueTab, number>> {
  const [row] = await queryRows<Record<OrderQueueTab, string | number>>(
    db,
    sql`select ${sql.join(
      orderQueueTabs.map((tab) => sql`${boundedCount(tabCondition[tab], QUEUE_COUNT_LIMIT)} as ${sql.identifier(tab)}`),
      sql`, `,
    )}`,
  );
  return Object.fromEntries(orderQueueTabs.map((tab) => [tab, Number(row[tab])])) as Record<OrderQueueTab, number>;
}

/** One order for the operator, with the shopper's email. */
export async function loadOrderForOperator(db: Database, reference: string): Promise<OperatorOrder> {
  const [row] = await db
    .select({ order: orders, customerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(orderReference(reference));
  if (!row) throw new StoreError("not-found", ORDER_NOT_FOUND);
  const [order] = await withDetails(db, [row.order]);
  return { ...order, customerEmail: row.customerEmail || null };
}

export type DashboardFigures = {
  ordersToday: number;
  toConfirm: number;
  toShip: number;
  cashToCollectPaisa: number;
  deliveredThisWeek: number;
  openReturns: number;
  /** Delivered cash-on-delivery orders the couriers have not yet paid for (no remittance). */
  cashWithCouriers: CashWithCouriers;
  /** Parcels refused at the door over the last 30 days, by city and by courier (./dashboard-rates.ts). */
  refusals: RefusalsJson;
  /** How the shoppers of the cash-on-delivery orders placed over the last 30 days answered their message. */
  messageAnswers: MessageAnswersJson;
};

/** The back office's front page; "today" and "this week" (from Monday) on the store's clock. */
export async function dashboardFigures(db: Database): Promise<DashboardFigures> {
  const startOf = (unit: "day" | "week") =>
    sql`(date_trunc(${unit}, now() at time zone ${STORE_TIME_ZONE}) at time zone ${STORE_TIME_ZONE})`;
  const [row] = await queryRows<
    Record<Exclude<keyof DashboardFigures, "cashWithCouriers" | "refusals" | "messageAnswers">, string | number>
  >(
    db,
    sql`select
      count(*) filter (where ${orders.createdAt} >= ${startOf("day")}) as "ordersToday",
      count(*) filter (where ${tabCondition["to-confirm"]}) as "toConfirm",
      count(*) filter (where ${tabCondition["to-ship"]}) as "toShip",
      coalesce(sum(${orders.totalPaisa}) filter (where ${orders.orderStatus} = 'Shipped' and ${orders.paymentMethod} = 'cod'), 0) as "cashToCollectPaisa",
      count(*) filter (where ${orders.orderStatus} = 'Delivered' and ${orders.deliveredAt} >= ${startOf("week")}) as "deliveredThisWeek",
      (select count(*) from ${orders} where ${openReturn}) as "openReturns"
    from ${orders}`,
  );
  return {
    ordersToday: Number(row.ordersToday),
    toConfirm: Number(row.toConfirm),
    toShip: Number(row.toShip),
    cashToCollectPaisa: Number(row.cashToCollectPaisa),
    deliveredThisWeek: Number(row.deliveredThisWeek),
    openReturns: Number(row.openReturns),
    cashWithCouriers: await cashWithCouriers(db),
    refusals: await refusalsByCityAndCourier(db),
    messageAnswers: await messageAnswers(db),
  };
}
