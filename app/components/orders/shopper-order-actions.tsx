import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, TextAreaField } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { askBeforeSubmit, ConfirmStep } from "~/components/ui/confirm-step";
import { useRef } from "react";
import { MAX_NOTE_LENGTH } from "../../../contract/order-lifecycle/limits";

type Props = { version: number; lastResult: SubmissionResult<string[]> | undefined; busy: boolean };

/** "Cancel order": offered within 2 hours of placement while the order has not shipped; it asks once more before it acts. */
export function CancelOwnOrderForm({ version, lastResult, busy, orderLabel, asking }: Props & { orderLabel: string; asking: boolean }) {
  const question = useRef<HTMLDialogElement>(null);
  const [form] = useForm({ id: "cancel-order", lastResult, onSubmit: (event) => askBeforeSubmit(question)(event) });
  const t = useStrings("orders");
  const local = useLocalMessage();
  return (
    <section aria-labelledby="cancel-heading" className="card">
      <h2 id="cancel-heading" className="text-lg font-semibold">
        {t.changedMind}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.cancelWithin}</p>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors?.map(local)} />
        <input type="hidden" name="intent" value="cancel-order" />
        <input type="hidden" name="version" value={version} />
        <ConfirmStep
          id="cancel-order"
          dialog={question}
          label={t.cancelOrder}
          question={fill(t.cancelQuestion, { label: orderLabel })}
          confirmLabel={t.cancelOrder}
          keepLabel={t.keepOrder}
          asking={asking}
          busy={busy}
          buttonClassName="btn-secondary"
        />
      </Form>
    </section>
  );
}

/** A return request, with its reason: offered within 7 days of delivery. */
export function ReturnRequestForm({ version, lastResult, busy }: Props) {
  const [form, fields] = useForm({ id: "request-return", lastResult });
  const t = useStrings("orders");
  const local = useLocalMessage();
  return (
    <section aria-labelledby="return-heading" className="card">
      <h2 id="return-heading" className="text-lg font-semibold">
        {t.returnHeading}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.returnWithin}</p>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <FormErrorSummary form={form} fields={[fields.reason]} />
        <input type="hidden" name="intent" value="request-return" />
        <input type="hidden" name="version" value={version} />
        <TextAreaField
          label={t.whyReturn}
          errors={fields.reason.errors?.map(local)}
          errorId={fields.reason.errorId}
          textareaProps={{ ...getTextareaProps(fields.reason), rows: 3, maxLength: MAX_NOTE_LENGTH }}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {t.requestReturn}
        </button>
      </Form>
    </section>
  );
}
