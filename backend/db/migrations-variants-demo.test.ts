import { getTableColumns, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDrivers } from "../test/harness";
import { databaseMigratedPast } from "../test/migrations";
import { queryRows, type DatabaseConnection } from "./client";
import { products } from "./schema";
import { demoProducts } from "./seed/catalogue";
import { productRow } from "./seed/product-rows";

const address = '{"street":"1 Mall Road","city":"Lahore","state":"Punjab","country":"Pakistan","postalCode":"54000"}';
const shoppers = ["ayesha", "bilal", "sana"];
const statuses = ["Processing", "Shipped", "Delivered", "Cancelled"];

/** Each demo product's size ordered (its last) and carted (its first), as the store before variants kept them. */
const orderedSize = (sizes: string[]) => sizes.at(-1) ?? null;
const cartedSize = (sizes: string[]) => sizes[0] ?? "";

/**
 * The demo store as it was before variants (migration 0015): the whole demo catalogue with each
 * product's one price and stock, written with only the columns the products table had then; each
 * shopper's cart; an order a shopper placed for every product, in every stage; and the ledger, each
 * product's stock received and its ordered units taken out.
 */
async function fillDemoStoreBeforeVariants({ db }: DatabaseConnection) {
  const then = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'products'`,
  );
  const existed = new Set(then.map((row) => row.column_name));
  const columns = Object.entries(getTableColumns(products)).filter(([, column]) => existed.has(column.name));
  const now = new Date();
  await db.execute(sql`insert into users (id, name, email) values ('operator', 'Operator', 'op@example.test')`);
  for (const shopper of shoppers)
    await db.execute(sql`insert into users (id, name, email) values (${shopper}, ${shopper}, ${`${shopper}@example.test`})`);
  // One at a time: PGlite prepares one statement per query.
  for (const [position, product] of demoProducts.entries()) {
    const row = productRow(product, position, now) as Record<string, unknown>;
    const present = columns.filter(([key]) => row[key] !== undefined);
    await db.execute(
      sql`insert into products (${sql.join(
        present.map(([, column]) => sql.identifier(column.name)),
        sql`, `,
      )}) values (${sql.join(
        present.map(([key, column]) => sql.param(row[key], column)),
        sql`, `,
      )})`,
    );
    const shopper = shoppers[position % shoppers.length];
    const orderId = `order-${position}`;
    const price = row.pricePaisa as number;
    await db.execute(sql`insert into cart_items (id, user_id, product_id, size, quantity)
      values (${`cart-${position}`}, ${shopper}, ${product.id}, ${cartedSize(product.sizes)}, ${1 + (position % 3)})`);
    await db.execute(sql`insert into orders (id, order_number, tracking_id, user_id, order_status, payment_method,
        subtotal_paisa, shipping_paisa, tax_paisa, total_paisa, shipping_address)
      values (${orderId}, ${100_001 + position}, ${`TRK${position}`}, ${shopper}, ${statuses[position % statuses.length]},
        'Cash on Delivery', ${price}, 0, 0, ${price}, ${address}::jsonb)`);
    await db.execute(sql`insert into order_items (id, order_id, product_id, position, name, size, quantity, unit_price_paisa)
      values (${`line-${position}`}, ${orderId}, ${product.id}, 0, ${product.name}, ${orderedSize(product.sizes)}, 1, ${price})`);
    const stock = row.stock as number;
    await db.execute(sql`insert into stock_movements (product_id, delta, reason, actor_user_id, order_id, stock_after)
      values (${product.id}, ${stock + 1}, 'received', 'operator', null, ${stock + 1}), (${product.id}, -1, 'ordered', null, ${orderId}, ${stock})`);
  }
}

type Count = { count: number };

describe.each(testDrivers)("migration 0016 on a copy of the demo store with carts, orders and a ledger [%s]", (driver) => {
  const migrated = databaseMigratedPast(driver, "0015_product_reviews", fillDemoStoreBeforeVariants);
  const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(migrated().db, query);

  it("loses no unit: each product's stock is its sizes' on sale, all on its first size, and a product of several sizes asks to check them", async () => {
    const found = await rows<{
      id: string;
      stock: number;
      price_paisa: number;
      check: boolean;
      labels: string[];
      first: number;
      prices: number[];
    }>(
      sql`select p.id, p.stock, p.price_paisa, p.check_stock_per_size as check,
          array_agg(v.label order by v.position) as labels, (array_agg(v.stock order by v.position))[1] as first,
          array_agg(distinct v.price_paisa) as prices
        from products p join product_variants v on v.product_id = p.id and not v.archived group by p.id`,
    );
    expect(found).toHaveLength(demoProducts.length);
    const byId = new Map(found.map((row) => [row.id, row]));
    for (const [position, product] of demoProducts.entries()) {
      const before = productRow(product, position, new Date());
      const after = byId.get(product.id)!;
      expect(after, product.id).toMatchObject({
        stock: before.stock,
        first: before.stock,
        prices: [before.pricePaisa],
        labels: product.sizes.length > 0 ? product.sizes : [""],
        check: product.sizes.length > 1,
      });
    }
    // Every unit the demo store held, now on sizes on sale.
    const [units] = await rows<{ onSale: number }>(sql`select sum(stock)::int as "onSale" from product_variants where not archived`);
    expect(units.onSale).toBe(demoProducts.reduce((sum, product, position) => sum + productRow(product, position, new Date()).stock!, 0));
  });

  it("keeps every cart line and order line, each pointing to the size its text names", async () => {
    const cart = await rows<{ product_id: string; size: string; label: string; of_product: boolean }>(
      sql`select c.product_id, c.size, v.label, v.product_id = c.product_id as of_product
        from cart_items c join product_variants v on v.id = c.variant_id order by c.id`,
    );
    expect(cart).toHaveLength(demoProducts.length);
    for (const line of cart) expect(line, line.product_id).toMatchObject({ label: line.size, of_product: true });

    const lines = await rows<{ product_id: string; size: string | null; label: string; archived: boolean; of_product: boolean }>(
      sql`select o.product_id, o.size, v.label, v.archived, v.product_id = o.product_id as of_product
        from order_items o join product_variants v on v.id = o.variant_id`,
    );
    expect(lines).toHaveLength(demoProducts.length);
    for (const line of lines) expect(line, line.product_id).toMatchObject({ label: line.size ?? "", archived: false, of_product: true });
    const [orders] = await rows<Count>(sql`select count(*)::int as count from orders`);
    expect(orders.count).toBe(demoProducts.length);
  });

  it("names the product's first size on every ledger row written before", async () => {
    const ledger = await rows<{ product_id: string; first: boolean }>(
      sql`select m.product_id, v.product_id = m.product_id and v.position = 0 as first
        from stock_movements m left join product_variants v on v.id = m.variant_id`,
    );
    expect(ledger).toHaveLength(demoProducts.length * 2);
    expect(ledger.filter((row) => !row.first)).toEqual([]);
  });
});
