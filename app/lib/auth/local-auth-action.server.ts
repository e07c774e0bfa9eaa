import { data } from "@remix-run/node";
import type { z } from "zod";
import { startLocalSession } from "./local-session.server";
import type { IdentityAnswer } from "../backend/identity.server";
import { parseForm, readForm } from "../forms/form-data.server";
import { safeRedirect } from "../security/safe-redirect";
import { assertSameOrigin } from "../security/same-origin.server";

type Refusal = Extract<IdentityAnswer, { ok: false }>;
type RefusalAnswer = { status: number; formErrors: string[]; fieldErrors?: Record<string, string[]> };

/**
 * The post of the local sign-in or sign-up form: checked against `schema`, sent to the identity
 * provider, and on success the session starts and the visitor goes where they were heading. A
 * refusal is worded by `explain`; no answer sends the password back to the page.
 */
export async function localAuthAction<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  send: (value: z.output<Schema>) => Promise<IdentityAnswer>,
  explain: (refusal: Refusal) => RefusalAnswer,
) {
  assertSameOrigin(request);
  const formData = await readForm(request);
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const answer = await send(submission.value);
  if (!answer.ok) {
    const { status, ...errors } = explain(answer);
    return data(submission.reply({ ...errors, hideFields: ["password"] }), { status });
  }
  return startLocalSession(request, answer.session, safeRedirect(formData.get("redirectTo")));
}
