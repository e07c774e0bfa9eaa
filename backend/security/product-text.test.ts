/**
 * Catalogue text with markup (no seeded product has any, and the production seed stays clean):
 * the backend hands it back verbatim as data and search copes with it (the storefront's renderer
 * showing it as text is tested in app/lib/catalogue/description.test.ts).
 */
import { beforeAll, expect, it } from "vitest";
import { createProduct } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const NAME = `<img src=x onerror=alert(1)>Handi${"H".repeat(150)}`;
const DESCRIPTION = `**<script>alert(1)</script>**\n- <img src=x onerror=alert(2)>\n${"D".repeat(5_000)}`;

describeOnEachDatabase("product text with markup", (backend) => {
  let productId = "";
  beforeAll(async () => {
    await backend.reset();
    productId = (await createProduct(backend.db, { name: NAME, description: DESCRIPTION })).id;
  });

  it("is answered verbatim as JSON data, in the detail, the list and a search for it", async () => {
    const detail = await backend.call("GET", `/products/${productId}`, { token: tokenFor("reader") });
    expect(detail.headers.get("Content-Type")).toContain("application/json");
    expect(detail.body).toMatchObject({ name: NAME, description: DESCRIPTION });
    const search = await backend.call("GET", `/products?q=${encodeURIComponent("<img src=x")}`, { token: tokenFor("reader") });
    expect(search.status).toBe(200);
    expect(search.body.items.map((item: { name: string }) => item.name)).toContain(NAME);
  });
});
