import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDrivers } from "../test/harness";
import { databaseMigratedPast } from "../test/migrations";
import { queryRows, type DatabaseConnection } from "./client";

type Row = Record<string, unknown>;

/** A store as it was before variants: a sized and an unsized product, carts, orders and ledger rows. */
async function fillBeforeVariants(connection: DatabaseConnection) {
  const statements = [
    sql`insert into users (id, name, email) values ('shopper', 'Ayesha', 'ayesha@example.test'), ('operator', 'Op', 'op@example.test')`,
    sql`insert into products (id, name, description, price_paisa, sizes, stock) values
        ('sultan-handi', 'Sultan Handi', 'A handi', 1290000, '{"No. 5","No. 7","No. 9"}', 22),
        ('glass-lid', 'Glass Lid', 'A lid', 150000, '{}', 7),
        ('old-karahi', 'Old Karahi', 'A karahi', 500000, '{"No. 4"}', 3)`,
    sql`insert into cart_items (id, user_id, product_id, size, quantity) values
        ('c1', 'shopper', 'sultan-handi', 'No. 7', 2), ('c2', 'shopper', 'glass-lid', '', 1), ('c3', 'shopper', 'old-karahi', 'No. 99', 1)`,
    sql`insert into orders (id, order_number, tracking_id, user_id, payment_method, subtotal_paisa, shipping_paisa, tax_paisa, total_paisa, shipping_address)
        values ('o1', 100001, 'TRK1', 'shopper', 'Cash on Delivery', 1440000, 0, 0, 1440000, '{"street":"1","city":"Lahore","state":"Punjab","country":"Pakistan","postalCode":"54000"}')`,
    sql`insert into order_items (id, order_id, product_id, position, name, size, quantity, unit_price_paisa) values
        ('i1', 'o1', 'sultan-handi', 0, 'Sultan Handi', 'No. 9', 1, 1290000),
        ('i2', 'o1', 'glass-lid', 1, 'Glass Lid', null, 1, 150000),
        ('i3', 'o1', 'old-karahi', 2, 'Old Karahi', 'No. 6', 1, 450000)`,
    sql`insert into stock_movements (product_id, delta, reason, actor_user_id, order_id, stock_after) values
        ('sultan-handi', 23, 'received', 'operator', null, 23), ('sultan-handi', -1, 'ordered', null, 'o1', 22)`,
  ];
  // One at a time: PGlite prepares one statement per query.
  for (const statement of statements) await connection.db.execute(statement);
}

async function rows(connection: DatabaseConnection, query: ReturnType<typeof sql>): Promise<Row[]> {
  return queryRows<Row>(connection.db, query);
}

describe.each(testDrivers)("migration 0016: sizes become variants [%s]", (driver) => {
  const migrated = databaseMigratedPast(driver, "0012_listing_notify", fillBeforeVariants);

  it("makes each size a variant at the product's price, the whole stock on the first size, and flags the product", async () => {
    const variants = await rows(
      migrated(),
      sql`select slug, label, sku, price_paisa, stock, position, archived from product_variants where product_id = 'sultan-handi' order by position`,
    );
    expect(variants).toEqual([
      { slug: "no-5", label: "No. 5", sku: "SULTAN-HANDI-NO-5", price_paisa: 1290000, stock: 22, position: 0, archived: false },
      { slug: "no-7", label: "No. 7", sku: "SULTAN-HANDI-NO-7", price_paisa: 1290000, stock: 0, position: 1, archived: false },
      { slug: "no-9", label: "No. 9", sku: "SULTAN-HANDI-NO-9", price_paisa: 1290000, stock: 0, position: 2, archived: false },
    ]);
    const flags = await rows(migrated(), sql`select id, stock, price_paisa, check_stock_per_size from products order by id`);
    expect(flags).toEqual([
      { id: "glass-lid", stock: 7, price_paisa: 150000, check_stock_per_size: false },
      { id: "old-karahi", stock: 3, price_paisa: 500000, check_stock_per_size: false },
      { id: "sultan-handi", stock: 22, price_paisa: 1290000, check_stock_per_size: true },
    ]);
  });

  it("gives a product without sizes one default variant with all its stock", async () => {
    const variants = await rows(migrated(), sql`select slug, label, sku, stock from product_variants where product_id = 'glass-lid'`);
    expect(variants).toEqual([{ slug: "default", label: "", sku: "GLASS-LID", stock: 7 }]);
  });

  it("points cart lines and order lines to their variant, keeping their size text; an unknown size's order line gets an archived variant", async () => {
    const cart = await rows(
      migrated(),
      sql`select c.id, c.size, v.slug from cart_items c join product_variants v on v.id = c.variant_id order by c.id`,
    );
    // c3 named a size its product never had: it could never be ordered, so it is gone.
    expect(cart).toEqual([
      { id: "c1", size: "No. 7", slug: "no-7" },
      { id: "c2", size: "", slug: "default" },
    ]);
    const items = await rows(
      migrated(),
      sql`select o.id, o.size, v.slug, v.label, v.archived, v.stock from order_items o join product_variants v on v.id = o.variant_id order by o.id`,
    );
    expect(items).toEqual([
      { id: "i1", size: "No. 9", slug: "no-9", label: "No. 9", archived: false, stock: 0 },
      { id: "i2", size: null, slug: "default", label: "", archived: false, stock: 7 },
      { id: "i3", size: "No. 6", slug: expect.stringMatching(/^former-/), label: "No. 6", archived: true, stock: 0 },
    ]);
    const [{ orders }] = await rows(migrated(), sql`select count(*)::int as orders from orders`);
    expect(orders).toBe(1);
  });

  it("names the first variant in the ledger written before, whose stock it counted", async () => {
    const ledger = await rows(
      migrated(),
      sql`select m.delta, m.stock_after, v.slug from stock_movements m join product_variants v on v.id = m.variant_id order by m.id`,
    );
    expect(ledger).toEqual([
      { delta: 23, stock_after: 23, slug: "no-5" },
      { delta: -1, stock_after: 22, slug: "no-5" },
    ]);
  });

  it("keeps the product row's price, stock and sizes from its active variants from then on", async () => {
    await migrated().db.execute(
      sql`update product_variants set stock = 5, price_paisa = 1890000 where product_id = 'sultan-handi' and slug = 'no-9'`,
    );
    await migrated().db.execute(
      sql`update product_variants set price_paisa = 990000, archived = true where product_id = 'sultan-handi' and slug = 'no-7'`,
    );
    const [product] = await rows(migrated(), sql`select stock, price_paisa, sizes from products where id = 'sultan-handi'`);
    expect(product).toEqual({ stock: 27, price_paisa: 1290000, sizes: ["No. 5", "No. 9"] });
    await expect(migrated().db.execute(sql`update product_variants set stock = -1 where product_id = 'glass-lid'`)).rejects.toThrow();
  });
});
