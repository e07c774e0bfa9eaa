import { backendJson } from "./backend.server";

type CartSummary = { items: Array<{ quantity: number }> };

/** Items in the viewer's cart for the header badge; a failure shows no badge rather than no page. */
export async function cartItemCount(token: string): Promise<number> {
  try {
    const cart = await backendJson<CartSummary>("/cart", { token });
    return cart.items.reduce((sum, item) => sum + item.quantity, 0);
  } catch {
    return 0;
  }
}
