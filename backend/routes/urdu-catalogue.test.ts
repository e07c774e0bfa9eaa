// A catalogue in both languages (issue 39): the operator's Urdu fields round-trip, the shop answers
// them beside the English, and search finds a product by them.
import { beforeEach, expect, it } from "vitest";
import type { ProductJson } from "../../contract/products";
import { createProduct, createUser, editBodyOf } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const operator = tokenFor("operator-urdu");
const shopper = tokenFor("urdu-reader");

describeOnEachDatabase("a catalogue in both languages", (backend) => {
  beforeEach(async () => {
    await backend.reset();
    await createUser(backend.db, "operator-urdu");
  });

  const adminProduct = async (id: string) => (await backend.call("GET", `/admin/products/${id}`, { token: operator })).body;
  const save = async (id: string, changes: Record<string, unknown>) => {
    const product = await adminProduct(id);
    return backend.call("POST", `/admin/products/${id}`, { token: operator, body: { ...editBodyOf(product), ...changes } });
  };

  it("keeps the Urdu name and description the operator writes, answers them to the shop, and empties them again", async () => {
    const handi = await createProduct(backend.db, { name: "Sultan Handi", sizes: [] });
    expect(await adminProduct(handi.id)).toMatchObject({ nameUr: null, descriptionUr: null });

    const saved = await save(handi.id, { nameUr: "  سلطان ہانڈی ", descriptionUr: "**موٹا پیندا۔**\nدم کے لیے۔" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "Sultan Handi", nameUr: "سلطان ہانڈی", descriptionUr: "**موٹا پیندا۔**\nدم کے لیے۔" });
    const shown = await backend.call("GET", `/products/${handi.id}`, { token: shopper });
    expect(shown.body).toMatchObject({ name: "Sultan Handi", nameUr: "سلطان ہانڈی", descriptionUr: "**موٹا پیندا۔**\nدم کے لیے۔" });

    expect((await save(handi.id, { nameUr: "", descriptionUr: "   " })).body).toMatchObject({ nameUr: null, descriptionUr: null });
    expect((await backend.call("GET", `/products/${handi.id}`, { token: shopper })).body).toMatchObject({ nameUr: null });
  });

  it("refuses an Urdu name over the limit with the message beside its field", async () => {
    const handi = await createProduct(backend.db, { sizes: [] });
    const refused = await save(handi.id, { nameUr: "ہ".repeat(121) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("An Urdu name can be at most 120 characters");
  });

  it("keeps each size's Urdu label and capacity", async () => {
    const handi = await createProduct(backend.db, { sizes: ["No. 2", "No. 3"] });
    const before = await adminProduct(handi.id);
    const saved = await backend.call("PUT", `/admin/products/${handi.id}/variants`, {
      token: operator,
      body: {
        version: before.version,
        variants: [
          { id: "no-2", label: "No. 2", labelUr: "نمبر 2", price: 2500, capacity: "1 litre", capacityUr: "1 لیٹر", servings: "1-2" },
          { id: "no-3", label: "No. 3", labelUr: " ", price: 3200 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const shown = await backend.call("GET", `/products/${handi.id}`, { token: shopper });
    expect(shown.body.variants).toEqual([
      expect.objectContaining({
        label: "No. 2",
        labelUr: "نمبر 2",
        capacityUr: "1 لیٹر",
        sizeGuide: { capacity: "1 litre", servings: "1-2" },
      }),
      expect.objectContaining({ label: "No. 3", labelUr: null, capacityUr: null }),
    ]);
  });

  it("finds a product by its Urdu name and description, its Urdu name ranked first", async () => {
    const handi = await createProduct(backend.db, { name: "Sultan Handi", sizes: [] });
    await createProduct(backend.db, { name: "Plain Pot", sizes: [] });
    await save(handi.id, { nameUr: "سلطان ہانڈی", descriptionUr: "نہاری اور حلیم کے لیے" });
    const search = async (q: string) =>
      (await backend.call("GET", `/products?q=${encodeURIComponent(q)}`, { token: shopper })).body as { items: { _id: string }[] };
    expect((await search("سلطان")).items.map((item) => item._id)).toEqual([handi.id]);
    expect((await search("نہاری")).items.map((item) => item._id)).toEqual([handi.id]);
    // An Arabic keyboard's letters are folded to Urdu ones before they are compared.
    expect((await search("حليم")).items.map((item) => item._id)).toEqual([handi.id]);
  });
});

describeOnEachDatabase(
  "the demo catalogue in Urdu",
  (backend) => {
    it("names and describes every demo product in Urdu, and writes its sizes' capacities in Urdu", async () => {
      const listed = await backend.call("GET", "/products?pageSize=100", { token: shopper });
      const items = listed.body.items as ProductJson[];
      expect(items.length).toBeGreaterThanOrEqual(50);
      for (const item of items) {
        expect(item.nameUr, item._id).toMatch(/\p{Script=Arabic}/u);
        expect(item.descriptionUr, item._id).toContain("**بہترین استعمال:**");
        for (const variant of item.variants)
          if (variant.sizeGuide.capacity) expect(variant.capacityUr, `${item._id} ${variant.label}`).toMatch(/\p{Script=Arabic}/u);
      }
    });

    it("finds the karahis by their Urdu names", async () => {
      const found = await backend.call("GET", `/products?q=${encodeURIComponent("لاہوری کاسٹ آئرن کڑاہی")}`, { token: shopper });
      expect(found.body.items[0]._id).toBe("lahori-cast-iron-karahi");
    });
  },
  { seedDemo: true },
);
