// The back office with many orders (issue 38, bench/README.md "Orders at scale"): counts that stop at a limit and
// say so, and a customers page that sums only the phones that can be on the page, listing exactly what summing
// every phone lists.
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { CUSTOMERS_COUNT_LIMIT, CUSTOMERS_PAGE_SIZE } from "../../contract/order-lifecycle/customers";
import { QUEUE_COUNT_LIMIT } from "../../contract/order-lifecycle/queue";
import { createUser } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";
import type { CustomerPhoneJson } from "../../contract/order-lifecycle/customers";

const OPERATOR = tokenFor("operator-amna");
const SHOPPER = "shopper-many";
const BASE = Date.parse("2026-03-01T09:00:00Z");

describeOnEachDatabase("orders at scale", (backend) => {
  const operator = async (path: string) => (await backend.call("GET", path, { token: OPERATOR })).body;

  beforeEach(async () => {
    await backend.reset();
    await createUser(backend.db, SHOPPER);
  });

  /**
   * `count` orders made by the database, numbered from `first`: order i placed `minutesOf(i)` minutes after BASE,
   * from `phoneOf(i)` (a SQL expression of i), in `status` (a Cancelled one refused at the door when `shipped`).
   */
  async function insertOrders(options: {
    count: number;
    first: number;
    status?: "Processing" | "Delivered" | "Cancelled";
    shipped?: boolean;
    phoneOf: ReturnType<typeof sql>;
    minutesOf: ReturnType<typeof sql>;
    nameOf?: ReturnType<typeof sql>;
  }) {
    const { count, first, status = "Delivered", shipped = false } = options;
    await backend.db.execute(sql`
      insert into orders (id, order_number, tracking_id, user_id, order_status, payment_method, subtotal_paisa, shipping_paisa,
        tax_paisa, total_paisa, shipping_address, customer_name, customer_phone, shipped_at, created_at)
      select 'scale-' || (${first}::int + i), ${first}::int + i, 'TRKSCALE' || (${first}::int + i), ${SHOPPER}, ${status}, 'cod',
        100000, 20000, 0, 120000, '{"street":"House 1","city":"Lahore","state":"Punjab","country":"Pakistan","postalCode":"54000"}'::jsonb,
        ${options.nameOf ?? sql`'Shopper ' || i`}, ${options.phoneOf},
        case when ${shipped} then ${new Date(BASE).toISOString()}::timestamptz end,
        ${new Date(BASE).toISOString()}::timestamptz + make_interval(mins => ${options.minutesOf})
      from generate_series(1, ${count}) as i`);
  }

  it("counts a tab no further than QUEUE_COUNT_LIMIT and says the list goes on, paging past the limit", async () => {
    // One order more than the limit, each delivered, each from its own phone (the customers page's limit too).
    await insertOrders({
      count: QUEUE_COUNT_LIMIT + 1,
      first: 200_000,
      phoneOf: sql`'+92300' || lpad(i::text, 7, '0')`,
      minutesOf: sql`i`,
    });
    await insertOrders({ count: 3, first: 300_000, status: "Processing", phoneOf: sql`'+923110000000'`, minutesOf: sql`i` });

    const delivered = await operator("/admin/orders?tab=delivered");
    expect(delivered.counts).toEqual({
      "to-confirm": 3,
      "no-answer": 0,
      "to-ship": 0,
      shipped: 0,
      delivered: QUEUE_COUNT_LIMIT,
      cancelled: 0,
      returns: 0,
    });
    expect(delivered).toMatchObject({ total: QUEUE_COUNT_LIMIT, totalIsAtLeast: true });
    // Newest first, then by number, as before.
    expect(delivered.rows.map((row: { orderId: string }) => row.orderId).slice(0, 2)).toEqual(["CW-210001", "CW-210000"]);
    // A later page counts as far past its own first row: from page 3 the 10,001 are all counted.
    const later = await operator("/admin/orders?tab=delivered&page=3");
    expect(later).toMatchObject({ total: QUEUE_COUNT_LIMIT + 1, totalIsAtLeast: false });
    expect(later.rows[0].orderId).toBe("CW-209961");
    const last = await operator(`/admin/orders?tab=delivered&page=${Math.ceil((QUEUE_COUNT_LIMIT + 1) / 20)}`);
    expect(last).toMatchObject({ total: QUEUE_COUNT_LIMIT + 1, totalIsAtLeast: false });
    expect(last.rows.map((row: { orderId: string }) => row.orderId)).toEqual(["CW-200001"]);
    // A small tab, a search and the Risky filter count exactly.
    expect(await operator("/admin/orders?tab=to-confirm")).toMatchObject({ total: 3, totalIsAtLeast: false });
    expect(await operator("/admin/orders?q=0300-0004242")).toMatchObject({ total: 1, totalIsAtLeast: false });
    expect(await operator("/admin/orders?tab=delivered&risky=1")).toMatchObject({ total: 0, totalIsAtLeast: false });

    // The customers page: one phone an order, counted up to its own limit.
    const customers = await operator("/admin/customers");
    expect(customers).toMatchObject({ total: CUSTOMERS_COUNT_LIMIT, totalIsAtLeast: true });
    expect(customers.rows.map((row: { phone: string }) => row.phone).slice(0, 2)).toEqual(["+923000010001", "+923000010000"]);
    expect(await operator("/admin/customers?q=03000004242")).toMatchObject({ total: 1, totalIsAtLeast: false });
  });

  it("lists the customers page's phones exactly as summing every phone does, page after page", async () => {
    // 47 phones: some with one order, some with several (their latest not always their last number), two whose
    // latest orders were placed at the same moment, one with two orders at the same moment, orders without a
    // phone (from before phones were kept), refused and cancelled ones; blocked phones with and without orders,
    // blocked before or after their last order, one at the very moment of another phone's last order.
    await insertOrders({
      count: 120,
      first: 400_000,
      phoneOf: sql`case when i % 17 = 0 then null else '+92301' || lpad((i * 7 % 47)::text, 7, '0') end`,
      minutesOf: sql`(i * 37) % 500`,
    });
    await insertOrders({
      count: 9,
      first: 401_000,
      status: "Cancelled",
      shipped: true,
      phoneOf: sql`'+92301' || lpad(i::text, 7, '0')`,
      minutesOf: sql`600 + i`,
    });
    await insertOrders({
      count: 6,
      first: 402_000,
      status: "Cancelled",
      phoneOf: sql`'+92301' || lpad((i + 20)::text, 7, '0')`,
      minutesOf: sql`5 * i`,
    });
    await insertOrders({ count: 2, first: 403_000, phoneOf: sql`'+92301' || lpad((30 + i)::text, 7, '0')`, minutesOf: sql`700` });
    // (The same name on both: which of two orders at one moment is the latest is the database's choice, then as now.)
    await insertOrders({ count: 2, first: 404_000, phoneOf: sql`'+923010000033'`, minutesOf: sql`650`, nameOf: sql`'Same moment'` });
    const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();
    await backend.db.execute(sql`insert into blocked_phones (phone, reason, blocked_at) values
      ('+923010000003', 'Refused twice', ${at(800)}), ('+923010000005', 'Old block', ${at(-100)}),
      ('+923010000031', 'Same moment', ${at(700)}), ('+923019999999', 'Never ordered', ${at(650)}),
      ('+923019999998', 'Never ordered, long ago', ${at(-5000)}), ('+923019999997', 'Never ordered', ${at(250)})`);

    // What the page listed before it learned to stop early: every phone summed, then sorted and paged.
    const everyPhone = sql`
      with p as (
        select customer_phone as phone, count(*) as orders,
          count(*) filter (where order_status = 'Delivered') as delivered,
          count(*) filter (where order_status = 'Cancelled' and shipped_at is not null) as refused,
          count(*) filter (where order_status = 'Cancelled' and shipped_at is null) as cancelled,
          max(created_at) as last_order_at,
          (array_agg(customer_name order by created_at desc))[1] as name
        from orders where customer_phone is not null group by customer_phone
      )
      select coalesce(p.phone, b.phone) as phone, p.name, coalesce(p.orders, 0)::int as orders, coalesce(p.delivered, 0)::int as delivered,
        coalesce(p.refused, 0)::int as refused, coalesce(p.cancelled, 0)::int as cancelled, p.last_order_at, b.reason
      from p full outer join blocked_phones b on b.phone = p.phone
      order by greatest(p.last_order_at, b.blocked_at) desc nulls last, 1`;
    const expected = await queryRows<{
      phone: string;
      name: string | null;
      orders: number;
      delivered: number;
      refused: number;
      cancelled: number;
      last_order_at: Date | string | null;
      reason: string | null;
    }>(backend.db, everyPhone);
    expect(expected.length).toBeGreaterThan(2 * CUSTOMERS_PAGE_SIZE);

    const pages = Math.ceil(expected.length / CUSTOMERS_PAGE_SIZE);
    for (let page = 1; page <= pages + 1; page += 1) {
      const listed = await operator(`/admin/customers?page=${page}`);
      expect(listed).toMatchObject({ total: expected.length, totalIsAtLeast: false, page });
      expect(
        listed.rows.map((row: CustomerPhoneJson) => [
          row.phone,
          row.name,
          row.orders,
          row.delivered,
          row.refused,
          row.cancelled,
          row.lastOrderAt,
          row.block?.reason ?? null,
        ]),
      ).toEqual(
        expected
          .slice((page - 1) * CUSTOMERS_PAGE_SIZE, page * CUSTOMERS_PAGE_SIZE)
          .map((row) => [
            row.phone,
            row.name,
            row.orders,
            row.delivered,
            row.refused,
            row.cancelled,
            row.last_order_at === null ? null : new Date(row.last_order_at).toISOString(),
            row.reason,
          ]),
      );
    }
  });
});
