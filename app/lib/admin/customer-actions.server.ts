import { data } from "@remix-run/node";
import { blockPhoneBody, unblockPhoneBody } from "../../../contract/order-lifecycle/customers";
import { localMobile } from "../../../contract/phone";
import { blockCustomerPhone, unblockCustomerPhone } from "../backend/admin-customers.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { asShopperNotFound } from "./operator.server";

/** A refused block or unblock: the message, beside the form of the phone it was about, and what was typed. */
export type CustomerActionAnswer = { phone: string; message: string; reason: string };

const refuse = (answer: CustomerActionAnswer, status: number) => data<CustomerActionAnswer>(answer, { status });

/** /admin/customers's forms: block a phone with a reason, or unblock it. The backend checks the role again. */
export async function customerActionFromForm(request: Request, token: string, formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  const phone = String(formData.get("phone") ?? "");
  const reason = String(formData.get("reason") ?? "");
  const back = new URL(request.url);
  const here = back.pathname + back.search;
  try {
    if (intent === "block") {
      const parsed = blockPhoneBody.safeParse({ phone, reason });
      if (!parsed.success) return refuse({ phone, message: parsed.error.issues[0].message, reason }, 400);
      await blockCustomerPhone(token, parsed.data.phone, parsed.data.reason);
      return redirectWithFlash(request, here, { kind: "success", text: `${localMobile(parsed.data.phone)} is blocked.` });
    }
    if (intent === "unblock") {
      const parsed = unblockPhoneBody.safeParse({ phone });
      if (!parsed.success) return refuse({ phone, message: parsed.error.issues[0].message, reason: "" }, 400);
      await unblockCustomerPhone(token, parsed.data.phone);
      return redirectWithFlash(request, here, { kind: "success", text: `${localMobile(parsed.data.phone)} can order again.` });
    }
    return refuse({ phone: "", message: "Reload the page and try again", reason: "" }, 400);
  } catch (error) {
    const notFound = asShopperNotFound(error);
    if (notFound !== error) throw notFound;
    const failure = backendFailure(error, "The block list could not be changed");
    return refuse({ phone, message: failure.message, reason }, failure.status);
  }
}
