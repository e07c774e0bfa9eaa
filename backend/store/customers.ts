/**
 * The operator's customers page: phones with what their orders came to, newest first, and the store's block
 * list (`blocked_phones`), which checkout reads (`store/order-risk.ts`).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { blockedPhones } from "../db/schema";
import { CUSTOMERS_COUNT_LIMIT, CUSTOMERS_PAGE_SIZE, type CustomerPhoneJson } from "../../contract/order-lifecycle/customers";
import { normalizePakistaniMobile } from "../../contract/phone";
import { cancelledBeforeShipping, refusedAtDoor } from "./order-risk";

type PhoneRow = {
  phone: string;
  name: string | null;
  orders: string | number;
  delivered: string | number;
  refused: string | number;
  cancelled: string | number;
  last_order_at: Date | string | null;
  reason: string | null;
  blocked_at: Date | string | null;
  blocked_by_email: string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * One page of phones, the latest order or block first; `q` (a phone in any spelling) narrows to that phone, and
 * a phone that matches nothing answers no rows. A blocked phone with no orders is listed too.
 *
 * With a million orders the phones are not all summed for a page of twenty: only those that can be on it are.
 * A page's phones are among the `shown` (this page and those before it) whose last order is newest, found by
 * walking the newest orders (orders_newest_idx) and keeping each phone's latest (no newer order of that phone,
 * orders_customer_phone_idx), and the `shown` blocked most recently; a phone in neither has `shown` phones
 * before it. Those are summed and sorted as before. The total counts phones up to the page's first row plus
 * CUSTOMERS_COUNT_LIMIT (`totalIsAtLeast` when it stopped there).
 */
export async function customerPhones(db: Database, query: { q?: string; page: number }) {
  const phone = query.q ? normalizePakistaniMobile(query.q) : null;
  if (query.q && !phone) return { rows: [], total: 0, totalIsAtLeast: false };
  const offset = (query.page - 1) * CUSTOMERS_PAGE_SIZE;
  const shown = offset + CUSTOMERS_PAGE_SIZE;
  const picked = phone
    ? sql`select ${phone}::text as phone`
    : sql`(select o.customer_phone as phone from orders o
          where o.customer_phone is not null
            and not exists (select 1 from orders newer where newer.customer_phone = o.customer_phone
              and newer.created_at >= o.created_at and (newer.created_at > o.created_at or newer.id > o.id))
          order by o.created_at desc, o.customer_phone
          limit ${shown})
        union
        (select phone from blocked_phones order by blocked_at desc, phone limit ${shown})`;
  const phones = sql`
    with picked as (${picked}),
    p as (
      select customer_phone as phone, count(*) as orders,
        count(*) filter (where order_status = 'Delivered') as delivered,
        count(*) filter (where ${refusedAtDoor}) as refused,
        count(*) filter (where ${cancelledBeforeShipping}) as cancelled,
        max(created_at) as last_order_at,
        (array_agg(customer_name order by created_at desc))[1] as name
      from orders where customer_phone in (select phone from picked)
      group by customer_phone
    )
    select coalesce(p.phone, b.phone) as phone, p.name, coalesce(p.orders, 0) as orders, coalesce(p.delivered, 0) as delivered,
      coalesce(p.refused, 0) as refused, coalesce(p.cancelled, 0) as cancelled, p.last_order_at,
      b.reason, b.blocked_at, u.email as blocked_by_email
    from p full outer join (select * from blocked_phones where phone in (select phone from picked)) b on b.phone = p.phone
    left join users u on u.id = b.blocked_by`;
  const limit = offset + CUSTOMERS_COUNT_LIMIT;
  const [rows, [counted]] = await Promise.all([
    queryRows<PhoneRow>(
      db,
      sql`${phones} order by greatest(p.last_order_at, b.blocked_at) desc nulls last, 1
        limit ${CUSTOMERS_PAGE_SIZE} offset ${offset}`,
    ),
    phone
      ? queryRows<{ ordered: string | number; blockedOnly: string | number }>(
          db,
          sql`select count(*) as "ordered", 0 as "blockedOnly" from (${phones}) as listed`,
        )
      : queryRows<{ ordered: string | number; blockedOnly: string | number }>(
          db,
          sql`select
            (select count(*) from (select distinct customer_phone from orders where customer_phone is not null limit ${limit}) as ordered) as "ordered",
            (select count(*) from blocked_phones b where not exists (select 1 from orders o where o.customer_phone = b.phone)) as "blockedOnly"`,
        ),
  ]);
  const ordered = Number(counted.ordered);
  return {
    rows: rows.map(customerPhoneJson),
    total: ordered + Number(counted.blockedOnly),
    totalIsAtLeast: !phone && ordered >= limit,
  };
}

function customerPhoneJson(row: PhoneRow): CustomerPhoneJson {
  return {
    phone: row.phone,
    name: row.name,
    orders: Number(row.orders),
    delivered: Number(row.delivered),
    refused: Number(row.refused),
    cancelled: Number(row.cancelled),
    lastOrderAt: iso(row.last_order_at),
    block: row.reason === null ? null : { reason: row.reason, byEmail: row.blocked_by_email || null, at: iso(row.blocked_at)! },
  };
}

/** One phone as the page lists it (also one never seen, after it is blocked or unblocked). */
export async function customerPhone(db: Database, phone: string): Promise<CustomerPhoneJson> {
  const { rows } = await customerPhones(db, { q: phone, page: 1 });
  return rows[0] ?? { phone, name: null, orders: 0, delivered: 0, refused: 0, cancelled: 0, lastOrderAt: null, block: null };
}

/** Puts the phone on the block list, or gives its block a new reason (who and when follow the latest). */
export async function blockPhone(db: Database, input: { phone: string; reason: string; by: string }): Promise<void> {
  const values = { phone: input.phone, reason: input.reason, blockedBy: input.by, blockedAt: new Date() };
  await db.insert(blockedPhones).values(values).onConflictDoUpdate({ target: blockedPhones.phone, set: values });
}

export async function unblockPhone(db: Database, phone: string): Promise<void> {
  await db.delete(blockedPhones).where(sql`${blockedPhones.phone} = ${phone}`);
}
