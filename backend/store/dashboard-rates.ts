/**
 * The dashboard's rates over the last DASHBOARD_WINDOW_DAYS (issue 38): parcels refused at the door by city and by
 * courier, and how shoppers answered their cash-on-delivery order's message. One query each, counted in SQL, each
 * reading only the window through an index on a time column: `orders_shipped_at_idx` and `orders_refused_at_idx`
 * for the parcels; `orders_status_newest_idx` (status, placed), `email_outbox_messages_idx` and
 * `order_events_link_answers_idx` for the messages (0031). Constants are written into the statements rather than
 * bound, so a prepared statement's plan still sees the partial indexes' conditions and the window's range.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/client";
import { emailOutbox, orderEvents, orders } from "../db/schema";
import { orderStatuses } from "../../contract/orders";
import {
  DASHBOARD_WINDOW_DAYS,
  type MessageAnswersJson,
  REFUSAL_TOP_ROWS,
  type RefusalsJson,
  type RefusalTableJson,
  UNKNOWN_COURIER,
} from "../../contract/order-lifecycle/dashboard-rates";
import { refusedAtDoor } from "./order-risk";

const windowStart = sql.raw(`(now() - interval '${Number(DASHBOARD_WINDOW_DAYS)} days')`);
const recordedRefusal = sql`(${refusedAtDoor} and ${orders.cancelledAt} >= ${windowStart})`;
const city = sql`(${orders.shippingAddress} ->> 'city')`;
// Also because the select and the group by must name the same expression.
const topRows = sql.raw(String(Number(REFUSAL_TOP_ROWS)));
const unknownCourier = sql.raw(`'${UNKNOWN_COURIER.replaceAll("'", "''")}'`);

type RefusalRow = {
  dimension: "city" | "courier";
  others: boolean;
  label: string;
  groups: string | number;
  shipped: string | number;
  refused: string | number;
  rate: string | number | null;
};

/**
 * Parcels shipped and parcels refused at the door in the window, by city (its spelling aside: "lahore" is Lahore)
 * and by courier: the top REFUSAL_TOP_ROWS of each by refusals, then shipments, then name; the rest summed up.
 */
export async function refusalsByCityAndCourier(db: Database): Promise<RefusalsJson> {
  const rows = await queryRows<RefusalRow>(
    db,
    sql`with recent as (
      select lower(${city}) as city_key, ${city} as city, coalesce(${orders.courier}, ${unknownCourier}) as courier,
        ${orders.shippedAt} >= ${windowStart} as shipped, ${recordedRefusal} as refused
      from ${orders}
      where ${orders.shippedAt} >= ${windowStart} or ${recordedRefusal}
    ), counted as (
      select case when grouping(city_key) = 0 then 'city' else 'courier' end as dimension,
        case when grouping(city_key) = 0 then min(city) else courier end as label,
        count(*) filter (where shipped) as shipped, count(*) filter (where refused) as refused
      from recent
      group by grouping sets ((city_key), (courier))
    ), ranked as (
      select *, row_number() over (partition by dimension order by refused desc, shipped desc, label) as rank from counted
    )
    select dimension, rank > ${topRows} as others, min(label) as label, count(*) as groups,
      sum(shipped) as shipped, sum(refused) as refused, round(100.0 * sum(refused) / nullif(sum(shipped), 0)) as rate
    from ranked
    group by dimension, rank > ${topRows}, case when rank <= ${topRows} then rank end
    order by dimension, min(rank)`,
  );
  const table = (dimension: RefusalRow["dimension"]): RefusalTableJson => {
    const figures = (row: RefusalRow) => ({
      shipped: Number(row.shipped),
      refused: Number(row.refused),
      rate: row.rate === null ? null : Number(row.rate),
    });
    const of = rows.filter((row) => row.dimension === dimension);
    const others = of.find((row) => row.others);
    return {
      rows: of.filter((row) => !row.others).map((row) => ({ label: row.label, ...figures(row) })),
      others: others ? { count: Number(others.groups), ...figures(others) } : null,
    };
  };
  return { byCity: table("city"), byCourier: table("courier") };
}

/**
 * The cash-on-delivery orders placed in the window, each counted once by its message (`MessageAnswersJson`): an
 * order with a message sent is confirmed if the shopper confirmed by the link (a confirmation a later change undid
 * still counts: they answered), cancelled if they cancelled by it, else unanswered. A message is queued with its
 * order and a link's answer comes after it, so both are looked up from the window's start by their own time
 * (`email_outbox_messages_idx`, `order_events_link_answers_idx`, 0031) and joined to the orders in one pass.
 */
export async function messageAnswers(db: Database): Promise<MessageAnswersJson> {
  // Every status, so that the (status, placed) index serves the orders placed in the window.
  const anyStatus = sql.raw(orderStatuses.map((status) => `'${status}'`).join(", "));
  const messaged = sql`not placed.no_messages`;
  const [row] = await queryRows<Record<keyof MessageAnswersJson, string | number>>(
    db,
    sql`with placed as (
      select ${orders.id} as id, ${orders.noMessages} as no_messages from ${orders}
      where ${orders.orderStatus} in (${anyStatus}) and ${orders.createdAt} >= ${windowStart} and ${orders.paymentMethod} = 'cod'
    ), message as (
      select ${emailOutbox.orderId} as order_id, bool_or(${emailOutbox.status} = 'sent') as sent,
        bool_or(${emailOutbox.status} = 'pending') as waiting, bool_or(${emailOutbox.status} = 'failed') as failed
      from ${emailOutbox} where ${emailOutbox.channel} = 'message' and ${emailOutbox.createdAt} >= ${windowStart}
      group by 1
    ), answer as (
      select ${orderEvents.orderId} as order_id, bool_or(${orderEvents.step} = 'shopper-confirm') as confirmed,
        bool_or(${orderEvents.step} = 'shopper-cancel') as cancelled
      from ${orderEvents} where ${orderEvents.via} is not null and ${orderEvents.at} >= ${windowStart}
      group by 1
    )
    select count(*) as placed,
      count(*) filter (where placed.no_messages) as "optedOut",
      count(*) filter (where ${messaged} and message.sent) as sent,
      count(*) filter (where ${messaged} and message.sent and answer.cancelled is true) as cancelled,
      count(*) filter (where ${messaged} and message.sent and answer.confirmed is true and answer.cancelled is not true) as confirmed,
      count(*) filter (where ${messaged} and message.sent and answer.confirmed is not true and answer.cancelled is not true) as "noAnswer",
      count(*) filter (where ${messaged} and not message.sent and message.waiting) as waiting,
      count(*) filter (where ${messaged} and not message.sent and not message.waiting and message.failed) as failed,
      count(*) filter (where ${messaged} and message.order_id is null) as "notQueued"
    from placed
    left join message on message.order_id = placed.id
    left join answer on answer.order_id = placed.id`,
  );
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as MessageAnswersJson;
}
