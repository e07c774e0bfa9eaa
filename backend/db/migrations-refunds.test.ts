import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDrivers } from "../test/harness";
import { databaseMigratedPast } from "../test/migrations";
import { queryRows } from "./client";

const address = '{"street":"1","city":"Lahore","state":"Punjab","country":"Pakistan","postalCode":"54000"}';

describe.each(testDrivers)("migration 0019: refunds with amounts, cancelled payments [%s]", (driver) => {
  const migrated = databaseMigratedPast(driver, "0018_reviews_announced", async (connection) => {
    const orders = [
      ["cod-cancelled", "Cancelled", "Failed", "cod"],
      ["card-cancelled", "Cancelled", "Failed", "card"],
      ["cod-delivered", "Delivered", "Paid", "cod"],
    ];
    await connection.db.execute(sql`insert into users (id, name, email) values ('shopper', 'Ayesha', 'ayesha@example.test')`);
    for (const [index, [id, status, payment, method]] of orders.entries()) {
      await connection.db
        .execute(sql`insert into orders (id, order_number, tracking_id, user_id, order_status, payment_status, payment_method,
          subtotal_paisa, shipping_paisa, tax_paisa, total_paisa, shipping_address)
        values (${id}, ${100001 + index}, ${`TRK${index}`}, 'shopper', ${status}, ${payment}, ${method}, 100000, 0, 0, 100000, ${address}::jsonb)`);
    }
  });

  it("reads a cancelled cash-on-delivery order's payment as Cancelled; other payments stay as they were", async () => {
    const payments = await queryRows<{ id: string; payment_status: string }>(
      migrated().db,
      sql`select id, payment_status from orders order by order_number`,
    );
    expect(payments).toEqual([
      { id: "cod-cancelled", payment_status: "Cancelled" },
      { id: "card-cancelled", payment_status: "Failed" },
      { id: "cod-delivered", payment_status: "Paid" },
    ]);
  });

  it("keeps a refund's amount positive and its method one the store knows", async () => {
    const insert = (amount: number, method: string) =>
      migrated().db.execute(sql`insert into order_refunds (id, order_id, amount_paisa, method, recorded_by)
        values (${`r-${amount}-${method}`}, 'cod-delivered', ${amount}, ${method}, 'shopper')`);
    await insert(250_000, "jazzcash");
    await expect(insert(0, "cash")).rejects.toThrow();
    await expect(insert(100, "cheque")).rejects.toThrow();
    await expect(migrated().db.execute(sql`update orders set payment_status = 'Lost' where id = 'cod-delivered'`)).rejects.toThrow();
  });
});
