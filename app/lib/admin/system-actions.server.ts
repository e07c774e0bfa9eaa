import { data } from "@remix-run/node";
import { retryOutboxBody } from "../../../contract/ops/system";
import { retryOutbox } from "../backend/admin-system.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";

/** /admin/system's form: "Retry now" for one mail or message, or for every one waiting. The backend checks the role again. */
export async function systemActionFromForm(request: Request, token: string, formData: FormData) {
  const id = String(formData.get("id") ?? "");
  const parsed = retryOutboxBody.safeParse(formData.get("intent") === "retry-all" ? { all: true } : { id });
  if (!parsed.success) return data({ message: "Reload the page and try again" }, { status: 400 });
  try {
    const { retried } = await retryOutbox(token, parsed.data);
    const text = retried === 1 ? "1 message is being sent again." : `${retried} messages are being sent again.`;
    return redirectWithFlash(request, "/admin/system", { kind: "success", text });
  } catch (error) {
    const failure = backendFailure(error, "The outbox could not be retried");
    return data({ message: failure.message }, { status: failure.status });
  }
}
