import { parseForm } from "~/lib/forms/form-data.server";
import { data, redirect } from "@remix-run/node";
import type { Viewer } from "~/lib/auth/viewer.server";
import { clearCart, replaceCart } from "~/lib/backend/cart.server";
import { cartLineKey, cartText } from "~/lib/cart/cart";
import { cartSaveBody } from "~/lib/cart/cart-view";
import { backendFailure, redirectWithFlash } from "~/lib/forms/action-answers.server";
import { CartUpdateSchema } from "~/lib/schemas/cart-update";
import type { CartAnswer } from "./cart-answer";

export async function emptyCart(request: Request, viewer: Viewer) {
  try {
    await clearCart(viewer.token);
  } catch (error) {
    const failure = backendFailure(error, cartText.clearFailed);
    return data<CartAnswer>({ intent: "clear", error: failure.message }, { status: failure.status });
  }
  return redirectWithFlash(request, "/cart", { kind: "success", text: cartText.cleared });
}

/** Save Changes, Checkout and Remove all carry every line of the form, so no edit is lost. */
export async function saveCart(request: Request, viewer: Viewer, formData: FormData, intent: string) {
  const quantities = submittedQuantities(formData);
  const submission = parseForm(formData, CartUpdateSchema);
  if (submission.status !== "success") {
    const error =
      Object.values(submission.reply().error ?? {})
        .flat()
        .find(Boolean) ?? cartText.saveFailed;
    return data<CartAnswer>({ intent, error, quantities }, { status: 400 });
  }
  const { items } = submission.value;
  const removeIndex = submission.value.intent.startsWith("remove:") ? Number(submission.value.intent.slice("remove:".length)) : -1;
  const lines = items.map((item, index) => ({
    productId: item.product,
    size: item.size || null,
    quantity: index === removeIndex ? 0 : item.quantity,
  }));
  try {
    await replaceCart(viewer.token, cartSaveBody(lines));
  } catch (error) {
    const failure = backendFailure(error, intent === "checkout" ? cartText.buyNowFailed : cartText.saveFailed);
    return data<CartAnswer>({ intent, error: failure.message, quantities }, { status: failure.status });
  }
  if (intent === "checkout") return redirect("/checkout", 303);
  const text = removeIndex >= 0 ? cartText.removed : cartText.saved;
  return redirectWithFlash(request, "/cart", { kind: "success", text });
}

/** What the shopper typed, by line, so a refused save shows their numbers again. */
function submittedQuantities(formData: FormData): Record<string, string> {
  const quantities: Record<string, string> = {};
  for (let index = 0; formData.has(`items[${index}].product`); index++) {
    const key = cartLineKey(String(formData.get(`items[${index}].product`)), String(formData.get(`items[${index}].size`) ?? ""));
    quantities[key] = String(formData.get(`items[${index}].quantity`) ?? "");
  }
  return quantities;
}
