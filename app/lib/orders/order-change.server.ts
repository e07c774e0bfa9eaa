import { data } from "@remix-run/node";
import { orderChangeBody } from "../../../contract/order-lifecycle/changes";
import { addAddressFromForm } from "../account/address-actions.server";
import { profileMessages } from "../account/profile-messages";
import { changeOwnOrder, previewOrderChange } from "../backend/orders.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { parseForm } from "../forms/form-data.server";
import { AddressSchema } from "../schemas/address";
import { ADD_CHANGE_ADDRESS, CONFIRM_CHANGE, formFieldName, type OrderChangeAnswer, REVIEW_CHANGE } from "./order-change";
import { shopperStepMessages as messages } from "./shopper-step-messages";

const answer = (value: OrderChangeAnswer, status = 200) => data<OrderChangeAnswer>(value, { status });

/**
 * The change page's posts: review (the backend works out the new order, nothing saved), confirm (the
 * change is made, back to the order page) and a new address saved to the address book, then chosen.
 */
export async function takeOrderChange(request: Request, token: string, orderId: string, formData: FormData) {
  const intent = formData.get("intent");
  const orderPage = `/orders/${encodeURIComponent(orderId)}`;
  if (intent === ADD_CHANGE_ADDRESS) {
    const added = await addAddressFromForm(token, formData, AddressSchema);
    // Back to the change with the new address chosen (the shopper still reviews before anything changes).
    if (added.ok)
      return redirectWithFlash(request, `${orderPage}/change?address=${encodeURIComponent(added.address.id)}`, {
        kind: "success",
        text: profileMessages.addressAdded,
      });
    const failure = added.failure;
    return answer(
      {
        intent,
        result: added.submission.reply(failure ? { fieldErrors: failure.fieldErrors } : undefined),
        banner: failure?.message ?? null,
      },
      failure?.status ?? 400,
    );
  }
  if (intent !== REVIEW_CHANGE && intent !== CONFIRM_CHANGE) return answer({ intent: null, result: null, banner: messages.tryAgain }, 400);
  const submission = parseForm(formData, orderChangeBody);
  if (submission.status !== "success") return answer({ intent, result: submission.reply(), banner: null }, 400);
  try {
    if (intent === REVIEW_CHANGE)
      return answer({
        intent,
        result: submission.reply(),
        banner: null,
        preview: await previewOrderChange(token, orderId, submission.value),
        values: Object.fromEntries(
          [...formData].flatMap(([name, value]) => (name !== "intent" && typeof value === "string" ? [[name, value]] : [])),
        ),
      });
    await changeOwnOrder(token, orderId, submission.value);
  } catch (error) {
    const failure = backendFailure(error, messages.changeFailed);
    const fieldErrors = Object.fromEntries(Object.entries(failure.fieldErrors).map(([name, errors]) => [formFieldName(name), errors]));
    const fieldless = Object.keys(fieldErrors).length === 0;
    return answer({ intent, result: submission.reply({ fieldErrors }), banner: fieldless ? failure.message : null }, failure.status);
  }
  return redirectWithFlash(request, orderPage, { kind: "success", text: messages.changed });
}
