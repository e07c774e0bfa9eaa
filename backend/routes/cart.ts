import { Hono } from "hono";
import { addCartItemBody, replaceCartBody, type CartCountJson } from "../../contract/cart";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { parseJsonBody } from "../http/validation";
import { addToCart, clearCart, countCartItems, readCart, replaceCart } from "../store/cart";
import { cartJson } from "./json";
import type { RouteDeps } from "./shared";

export function cartRoutes({ db, identify }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: true }));

  routes.get("/", async (c) => c.json(cartJson(await readCart(db, signedInUser(c).userId))));

  // A local session's count was read with the session itself.
  routes.get("/count", async (c) => {
    const user = signedInUser(c);
    return c.json({ count: user.cartCount ?? (await countCartItems(db, user.userId)) } satisfies CartCountJson);
  });

  routes.post("/items", async (c) => {
    const input = await parseJsonBody(c, addCartItemBody);
    return c.json(cartJson(await addToCart(db, signedInUser(c).userId, input)));
  });

  routes.put("/items", async (c) => {
    const { reqCart } = await parseJsonBody(c, replaceCartBody);
    const lines = reqCart.items.map((item) => ({ productId: item.product, quantity: item.quantity, size: item.size }));
    return c.json(cartJson(await replaceCart(db, signedInUser(c).userId, lines)));
  });

  routes.delete("/", async (c) => c.json(cartJson(await clearCart(db, signedInUser(c).userId))));

  return routes;
}
