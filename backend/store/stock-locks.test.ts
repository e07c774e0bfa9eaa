import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { productVariants } from "../db/schema";
import { createProduct, createUser } from "../test/fixtures";
import { describeOnEachDatabase } from "../test/harness";
import { replaceCart } from "./cart";
import { changeStock } from "./stock";

// A checkout holds its products' stock locks until it commits. A cart line's foreign keys take KEY
// SHARE locks on its product and variant; a stock lock that conflicts with them made a cart saved
// with two products and a checkout taking them in the other order deadlock (one answered 500 under
// bench/load.mjs). PGlite runs one transaction at a time, so only PostgreSQL can show it.
describeOnEachDatabase("stock locks beside carts", (backend) => {
  beforeEach(() => backend.reset());

  it.skipIf(backend.driver !== "postgres")(
    "a cart is saved with a product whose stock a checkout holds, without waiting for that checkout",
    async () => {
      const product = await createProduct(backend.db, { name: "Sultan Handi", pricePaisa: 250_000, stock: 10 });
      const [variant] = await backend.db
        .select({ id: productVariants.id, label: productVariants.label })
        .from(productVariants)
        .where(and(eq(productVariants.productId, product.id), eq(productVariants.archived, false)));
      await createUser(backend.db, "cart-saver");

      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let stockTaken!: () => void;
      const taken = new Promise<void>((resolve) => (stockTaken = resolve));
      const checkout = backend.db.transaction(async (tx) => {
        expect(
          await changeStock(tx, { productId: product.id, variantId: variant.id, delta: -1, reason: "ordered", onlyActive: true }),
        ).not.toBeNull();
        stockTaken();
        await released;
      });
      await taken;

      const saving = replaceCart(backend.db, "cart-saver", [{ productId: product.id, size: variant.label, quantity: 2 }]);
      // Not a timing: the checkout is released after the cart answers, or after 10 s if the cart waits on it.
      const first = await Promise.race([
        saving.then(
          () => "cart saved while the checkout held its lock",
          () => "cart refused",
        ),
        new Promise((resolve) => setTimeout(resolve, 10_000, "cart waited for the checkout")),
      ]).finally(release);
      await checkout;
      expect((await saving).lines.map((line) => line.quantity)).toEqual([2]);
      expect(first).toBe("cart saved while the checkout held its lock");
    },
    20_000,
  );
});
