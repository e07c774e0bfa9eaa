import { backendFetch } from "./client.server";

type CartSummary = { items: Array<{ quantity: number }> };

/**
 * Items in the viewer's cart for the header badge, or "signed-out" when the backend refuses the
 * token (a revoked session). A failure shows no badge rather than no page.
 */
export async function cartItemCount(token: string): Promise<number | "signed-out"> {
  try {
    const response = await backendFetch("/cart", { token });
    if (response.status === 401) return "signed-out";
    if (!response.ok) return 0;
    const cart = (await response.json()) as CartSummary;
    return cart.items.reduce((sum, item) => sum + item.quantity, 0);
  } catch {
    return 0;
  }
}
