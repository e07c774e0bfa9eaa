import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { ADMIN_HEADERS, asShopperNotFound, requireOperator } from "~/lib/admin/operator.server";
import { backendFailure } from "~/lib/forms/action-answers.server";
import { parseForm } from "~/lib/forms/form-data.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { CourierCsvSchema, importedFile } from "~/lib/schemas/courier-csv";
import type { z } from "zod";

export type ImportAnswer<Report> = { result: SubmissionResult<string[]>; report: Report | null };

/**
 * An import page's action (tracking IDs, a courier's payment report): the operator's file or pasted CSV sent to the
 * backend, whose per-row report is the answer, shown in place; a refusal sits above the form.
 */
export async function importAction<Report>(
  args: ActionFunctionArgs,
  failureMessage: string,
  send: (token: string, file: string | Uint8Array<ArrayBuffer>, form: z.infer<typeof CourierCsvSchema>) => Promise<Report>,
) {
  const { formData } = await signedInPost(args);
  const operator = await requireOperator(args);
  const submission = parseForm(formData, CourierCsvSchema);
  if (submission.status !== "success") return data<ImportAnswer<Report>>({ result: submission.reply(), report: null }, { status: 400 });
  try {
    const report = await send(operator.token, await importedFile(submission.value), submission.value);
    return data<ImportAnswer<Report>>({ result: submission.reply({ resetForm: true }), report }, { headers: ADMIN_HEADERS });
  } catch (error) {
    const notFound = asShopperNotFound(error);
    if (notFound !== error) throw notFound;
    const failure = backendFailure(error, failureMessage);
    return data<ImportAnswer<Report>>(
      { result: submission.reply({ formErrors: [failure.message] }), report: null },
      { status: failure.status },
    );
  }
}
