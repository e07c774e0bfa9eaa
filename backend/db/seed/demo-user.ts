import { inArray } from "drizzle-orm";
import type { Database } from "../client";
import { addresses, products } from "../schema";
import { seedDemoAccount } from "./demo-account";
import { recordOrder } from "../../store/orders";
import { chosenVariantOf, productWithVariants } from "../../store/variants";
import { newId } from "../../lib/ids";

export const DEMO_USER = {
  id: "user_demo",
  name: "Demo Shopper",
  email: "demo@example.com",
  password: "cookware-demo",
} as const;

const DEMO_ADDRESS = {
  street: "House 12, Street 4, Gulberg III",
  city: "Lahore",
  state: "Punjab",
  country: "Pakistan",
  postalCode: "54660",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Two past orders, so order history has something to show: [product id, size, quantity]. */
const pastOrders = [
  {
    daysAgo: 32,
    orderStatus: "Delivered",
    paymentStatus: "Paid",
    lines: [
      ["noor-marble-karahi", "No. 4", 1],
      ["cast-iron-roti-tawa", "30 cm", 1],
    ],
  },
  {
    daysAgo: 3,
    orderStatus: "Shipped",
    paymentStatus: "Pending",
    lines: [["noor-marble-15-piece-set", "No. 2–6", 1]],
  },
] as const;

/**
 * The documented demo account (demo@example.com / cookware-demo) with a Lahore address and two
 * past orders. Does nothing when the demo user already exists, so a shopper's changes survive restarts.
 */
export function seedDemoUser(db: Database): Promise<boolean> {
  return seedDemoAccount(db, DEMO_USER, async (tx) => {
    await tx.insert(addresses).values({ id: newId(), userId: DEMO_USER.id, ...DEMO_ADDRESS, isDefault: true });

    const productIds = pastOrders.flatMap((order) => order.lines.map(([productId]) => productId));
    const found = await tx.select(productWithVariants).from(products).where(inArray(products.id, productIds));
    const byId = new Map(found.map((product) => [product.id, product]));
    for (const order of pastOrders) {
      // Operators who replaced the demo catalogue get the account without the old orders.
      if (!order.lines.every(([productId]) => byId.has(productId))) continue;
      await recordOrder(tx, {
        userId: DEMO_USER.id,
        paymentMethod: "cod",
        orderStatus: order.orderStatus,
        paymentStatus: order.paymentStatus,
        shippingAddress: DEMO_ADDRESS,
        createdAt: new Date(Date.now() - order.daysAgo * DAY_MS),
        lines: order.lines.map(([productId, size, quantity]) => {
          const product = byId.get(productId)!;
          const variant = chosenVariantOf(product, { size });
          return { productId, variantId: variant.id, name: product.name, size, quantity, unitPricePaisa: variant.pricePaisa };
        }),
      });
    }
  });
}
