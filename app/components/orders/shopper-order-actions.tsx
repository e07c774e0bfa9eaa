import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, TextAreaField } from "~/components/ui/field";
import { business } from "../../../contract/business";
import { MAX_NOTE_LENGTH } from "../../../contract/order-lifecycle";

type Props = { version: number; lastResult: SubmissionResult<string[]> | undefined; busy: boolean };

/** "Cancel order": offered within 2 hours of placement while the order has not shipped. */
export function CancelOwnOrderForm({ version, lastResult, busy }: Props) {
  const [form] = useForm({ id: "cancel-order", lastResult });
  return (
    <section aria-labelledby="cancel-heading" className="card">
      <h2 id="cancel-heading" className="text-lg font-semibold">
        Changed your mind?
      </h2>
      <p className="mt-2 text-sm text-muted">
        You can cancel within {business.orderChangeWindowHours} hours of placing your order, before it ships.
      </p>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="cancel-order" />
        <input type="hidden" name="version" value={version} />
        <button type="submit" className="btn-secondary" disabled={busy}>
          Cancel order
        </button>
      </Form>
    </section>
  );
}

/** A return request, with its reason: offered within 7 days of delivery. */
export function ReturnRequestForm({ version, lastResult, busy }: Props) {
  const [form, fields] = useForm({ id: "request-return", lastResult });
  return (
    <section aria-labelledby="return-heading" className="card">
      <h2 id="return-heading" className="text-lg font-semibold">
        Return an item
      </h2>
      <p className="mt-2 text-sm text-muted">Returns are accepted within {business.returnWindowDays} days of delivery.</p>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="request-return" />
        <input type="hidden" name="version" value={version} />
        <TextAreaField
          label="Why are you returning it?"
          errors={fields.reason.errors}
          errorId={fields.reason.errorId}
          textareaProps={{ ...getTextareaProps(fields.reason), rows: 3, maxLength: MAX_NOTE_LENGTH }}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          Request a return
        </button>
      </Form>
    </section>
  );
}
