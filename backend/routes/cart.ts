import { Hono } from "hono";
import { addCartItemBody, replaceCartBody, type CartCountJson } from "../../contract/cart";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { parseJsonBody } from "../http/validation";
import { addToCart, type Cart, clearCart, countCartItems, readCart, replaceCart } from "../store/cart";
import { cartDelivery, defaultAddressCity } from "../store/delivery";
import { savedLanguage } from "../store/users";
import { isLanguage } from "../../contract/languages";
import { cartJson } from "./json";
import type { RouteDeps } from "./shared";

export function cartRoutes({ db, identify, settings }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: true }));
  /** The cart with its delivery fee to the shopper's default address under the rule in force. */
  const answer = async (userId: string, cart: Promise<Cart>) => {
    const [lines, { deliveryRule }, city] = await Promise.all([cart, settings.read(), defaultAddressCity(db, userId)]);
    return cartJson(lines, cartDelivery(deliveryRule, lines, city));
  };

  routes.get("/", async (c) => c.json(await answer(signedInUser(c).userId, readCart(db, signedInUser(c).userId))));

  // A local session's count and language were read with the session itself.
  routes.get("/count", async (c) => {
    const user = signedInUser(c);
    const [count, language] = await Promise.all([
      user.cartCount ?? countCartItems(db, user.userId),
      user.language !== undefined ? user.language : savedLanguage(db, user.userId),
    ]);
    // The role the token verifier decided (backend/auth/operator-role.ts), never anything the request says.
    return c.json({ count, language: isLanguage(language) ? language : null, operator: user.role === "operator" } satisfies CartCountJson);
  });

  routes.post("/items", async (c) => {
    const input = await parseJsonBody(c, addCartItemBody);
    return c.json(await answer(signedInUser(c).userId, addToCart(db, signedInUser(c).userId, input)));
  });

  routes.put("/items", async (c) => {
    const { reqCart } = await parseJsonBody(c, replaceCartBody);
    const lines = reqCart.items.map((item) => ({ productId: item.product, quantity: item.quantity, size: item.size }));
    return c.json(await answer(signedInUser(c).userId, replaceCart(db, signedInUser(c).userId, lines)));
  });

  routes.delete("/", async (c) => c.json(await answer(signedInUser(c).userId, clearCart(db, signedInUser(c).userId))));

  return routes;
}
