import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDrivers } from "../test/harness";
import { databaseMigratedPast } from "../test/migrations";
import { queryRows } from "./client";

const address = '{"street":"1","city":"Lahore","state":"Punjab","country":"Pakistan","postalCode":"54000"}';

describe.each(testDrivers)("migration 0031: the channel of a step taken from the message's link [%s]", (driver) => {
  const migrated = databaseMigratedPast(driver, "0028_order_risk", async (connection) => {
    await connection.db.execute(sql`insert into users (id, name, email) values ('shopper', 'Ayesha', 'ayesha@example.test')`);
    await connection.db
      .execute(sql`insert into orders (id, order_number, tracking_id, user_id, order_status, payment_status, payment_method,
        subtotal_paisa, shipping_paisa, tax_paisa, total_paisa, shipping_address)
      values ('o1', 100001, 'TRK1', 'shopper', 'Cancelled', 'Cancelled', 'cod', 100000, 0, 0, 100000, ${address}::jsonb)`);
    const events = [
      ["e1", "shopper-confirm", "via WhatsApp"],
      ["e2", "shopper-confirm", "via SMS"],
      ["e3", "shopper-confirm", "via the message link"],
      ["e4", "shopper-cancel", null],
      ["e5", "confirm", "via SMS"],
    ];
    for (const [id, step, note] of events)
      await connection.db.execute(sql`insert into order_events (id, order_id, actor_user_id, actor_role, step, from_status, to_status,
          from_stage, to_stage, note)
        values (${id}, 'o1', 'shopper', 'shopper', ${step}, 'Processing', 'Processing', 'awaiting-confirmation', 'shopper-confirmed', ${note})`);
  });

  it("gives each confirmation from the link the channel its note names; a cancellation from before cannot be told apart", async () => {
    const rows = await queryRows<{ id: string; via: string | null }>(migrated().db, sql`select id, via from order_events order by id`);
    expect(rows).toEqual([
      { id: "e1", via: "whatsapp" },
      { id: "e2", via: "sms" },
      { id: "e3", via: "file" },
      { id: "e4", via: null },
      { id: "e5", via: null },
    ]);
  });
});
