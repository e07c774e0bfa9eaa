import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct, createUser, setVariant } from "../test/fixtures";
import { testDrivers } from "../test/harness";
import { databaseMigratedPast } from "../test/migrations";
import { queryRows } from "./client";

const address = '{"street":"1","city":"Lahore","state":"Punjab","country":"Pakistan","postalCode":"54000"}';

describe.each(testDrivers)("migration 0038: each order line keeps its size's weight [%s]", (driver) => {
  const migrated = databaseMigratedPast(driver, "0037_search_documents", async ({ db }) => {
    await createUser(db, "shopper");
    const handi = await createProduct(db, { name: "Sultan Handi", stock: 5, pricePaisa: 250_000, sizes: [] });
    const variant = await setVariant(db, handi.id, { label: "No. 5", weightGrams: 1250 });
    await db.execute(sql`insert into orders (id, order_number, tracking_id, user_id, order_status, payment_status, payment_method,
        subtotal_paisa, shipping_paisa, tax_paisa, total_paisa, shipping_address)
      values ('o1', 100001, 'TRK1', 'shopper', 'Processing', 'Pending', 'cod', 500000, 0, 0, 500000, ${address}::jsonb)`);
    await db.execute(sql`insert into order_items (id, order_id, product_id, position, name, size, variant_id, quantity, unit_price_paisa)
      values ('i1', 'o1', ${handi.id}, 0, 'Sultan Handi', 'No. 5', ${variant.id}, 2, 250000),
             ('i2', 'o1', ${handi.id}, 1, 'Sultan Handi', 'No. 9', null, 1, 0)`);
  });

  it("gives a placed line its size's weight now; a line whose size is gone keeps none", async () => {
    const rows = await queryRows<{ id: string; weight_grams: number | null }>(
      migrated().db,
      sql`select id, weight_grams from order_items order by id`,
    );
    expect(rows).toEqual([
      { id: "i1", weight_grams: 1250 },
      { id: "i2", weight_grams: null },
    ]);
  });
});
