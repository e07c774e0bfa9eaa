import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDrivers } from "../test/harness";
import { databaseMigratedPast } from "../test/migrations";
import { getProduct } from "../store/products";
import { productJson } from "../routes/json";
import { queryRows, type DatabaseConnection } from "./client";

/** A store as it was before the Urdu fields: a sized and an unsized product (their variants made by migration 0016's trigger). */
async function fillBeforeUrdu(connection: DatabaseConnection) {
  await connection.db.execute(sql`insert into products (id, name, description, price_paisa, sizes, stock) values
    ('sultan-handi', 'Sultan Handi', '**Heavy.**\nFor dum.', 1290000, '{"No. 5","No. 7"}', 4),
    ('glass-lid', 'Glass Lid', 'A lid', 150000, '{}', 7)`);
  await connection.db.execute(
    sql`update product_variants set capacity = '3.5 litres', servings = '4-6' where product_id = 'sultan-handi' and slug = 'no-5'`,
  );
}

describe.each(testDrivers)("migration 0035: a catalogue in both languages [%s]", (driver) => {
  const migrated = databaseMigratedPast(driver, "0034_search_synonyms", fillBeforeUrdu);

  it("keeps every product and size as it was, with no Urdu yet", async () => {
    const products = await queryRows(
      migrated().db,
      sql`select id, name, description, price_paisa, stock, name_ur, description_ur from products order by id`,
    );
    expect(products).toEqual([
      { id: "glass-lid", name: "Glass Lid", description: "A lid", price_paisa: 150000, stock: 7, name_ur: null, description_ur: null },
      {
        id: "sultan-handi",
        name: "Sultan Handi",
        description: "**Heavy.**\nFor dum.",
        price_paisa: 1290000,
        stock: 4,
        name_ur: null,
        description_ur: null,
      },
    ]);
    const variants = await queryRows(
      migrated().db,
      sql`select slug, label, capacity, servings, label_ur, capacity_ur from product_variants where product_id = 'sultan-handi' order by position`,
    );
    expect(variants).toEqual([
      { slug: "no-5", label: "No. 5", capacity: "3.5 litres", servings: "4-6", label_ur: null, capacity_ur: null },
      { slug: "no-7", label: "No. 7", capacity: null, servings: null, label_ur: null, capacity_ur: null },
    ]);
  });

  it("answers a product migrated without Urdu with nulls, and keeps Urdu written afterwards", async () => {
    const before = productJson(await getProduct(migrated().db, "sultan-handi"));
    expect(before).toMatchObject({ name: "Sultan Handi", nameUr: null, descriptionUr: null });
    expect(before.variants[0]).toMatchObject({ label: "No. 5", labelUr: null, capacityUr: null });

    await migrated().db.execute(sql`update products set name_ur = 'سلطان ہانڈی', description_ur = 'دم کے لیے' where id = 'sultan-handi'`);
    await migrated().db.execute(sql`update product_variants set label_ur = 'نمبر 5', capacity_ur = '3.5 لیٹر' where slug = 'no-5'`);
    const after = productJson(await getProduct(migrated().db, "sultan-handi"));
    expect(after).toMatchObject({ name: "Sultan Handi", nameUr: "سلطان ہانڈی", descriptionUr: "دم کے لیے" });
    expect(after.variants[0]).toMatchObject({
      label: "No. 5",
      labelUr: "نمبر 5",
      capacityUr: "3.5 لیٹر",
      sizeGuide: { capacity: "3.5 litres" },
    });
  });
});
