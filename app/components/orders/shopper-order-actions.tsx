import { type FieldMetadata, getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { English } from "~/components/ui/english";
import { rich } from "~/lib/i18n/rich";
import { Form } from "@remix-run/react";
import { FormErrors, TextAreaField } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { askBeforeSubmit, ConfirmStep } from "~/components/ui/confirm-step";
import { useRef } from "react";
import { linesFitForm } from "~/lib/forms/replay-lines";
import { shopperStepMessages } from "~/lib/orders/shopper-step-messages";
import { MAX_NOTE_LENGTH } from "../../../contract/order-lifecycle/limits";
import { returnReasons } from "../../../contract/order-lifecycle/return-policy";

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

/** A line of the order; `exclusion` is the policy's reason it cannot be returned (shown in its place). */
export type ReturnableLine = { itemId: string; name: string; quantity: number; exclusion: string | null };

/** A return request: how many of each line (all of them unless lowered) and why; offered within 7 days of delivery. */
export function ReturnRequestForm({ version, lastResult, busy, lines: orderLines }: Props & { lines: ReturnableLine[] }) {
  const lines = orderLines.filter((line) => line.exclusion === null);
  const kept = orderLines.filter((line) => line.exclusion !== null);
  const fits = linesFitForm(
    lastResult,
    lines.map((line) => line.itemId),
  );
  const [form, fields] = useForm<{ lines: { itemId: string; quantity: string }[]; reason: string; note: string }>({
    id: "request-return",
    lastResult: fits ? lastResult : undefined,
    defaultValue: { lines: lines.map((line) => ({ itemId: line.itemId, quantity: String(line.quantity) })) },
  });
  const lineFields = fields.lines.getFieldList();
  const t = useStrings("orders");
  const local = useLocalMessage();
  return (
    <section aria-labelledby="return-heading" className="card">
      <h2 id="return-heading" className="text-lg font-semibold">
        {t.returnHeading}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.returnWithin}</p>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <FormErrorSummary
          form={form}
          fields={[fields.lines, ...lineFields.map((line) => line.getFieldset().quantity), fields.reason, fields.note]}
        />
        <input type="hidden" name="intent" value="request-return" />
        <input type="hidden" name="version" value={version} />
        <FormErrors id={fields.lines.errorId} errors={fits ? fields.lines.errors?.map(local) : [local(shopperStepMessages.tryAgain)]} />
        {lines.map((line, index) => {
          const { quantity } = lineFields[index].getFieldset();
          const { key, ...selectProps } = getSelectProps(quantity);
          return (
            <div key={line.itemId}>
              <input type="hidden" name={`lines[${index}].itemId`} value={line.itemId} />
              <label htmlFor={quantity.id} className="field-label">
                {rich(t.returnHowMany, { name: <English>{line.name}</English> })}
              </label>
              <select key={key} {...selectProps} className="field-input w-auto">
                {Array.from({ length: line.quantity + 1 }, (_, step) => line.quantity - step).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
              <FormErrors id={quantity.errorId} errors={quantity.errors?.map(local)} />
            </div>
          );
        })}
        {kept.length > 0 ? (
          <ul role="list" className="space-y-1 text-sm">
            {kept.map((line) => (
              <li key={line.itemId}>
                <English>{line.name}</English>: {line.exclusion}
              </li>
            ))}
          </ul>
        ) : null}
        <ReturnReasonSelect meta={fields.reason} />
        <TextAreaField
          label={t.returnNote}
          hint={t.returnNoteHint}
          errors={fields.note.errors?.map(local)}
          errorId={fields.note.errorId}
          textareaProps={{ ...getTextareaProps(fields.note), rows: 3, maxLength: MAX_NOTE_LENGTH }}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {t.requestReturn}
        </button>
      </Form>
    </section>
  );
}

/** Why the shopper returns it, from the policy's list ("Something else" asks for their words in the note). */
function ReturnReasonSelect({ meta }: { meta: FieldMetadata<string> }) {
  const t = useStrings("orders");
  const local = useLocalMessage();
  const { key, ...selectProps } = getSelectProps(meta);
  return (
    <div>
      <label htmlFor={meta.id} className="field-label">
        {t.whyReturn}
      </label>
      <select key={key} {...selectProps} className="field-input">
        <option value="">{t.chooseReason}</option>
        {returnReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t[`returnReason.${reason}`]}
          </option>
        ))}
      </select>
      <FormErrors id={meta.errorId} errors={meta.errors?.map(local)} />
    </div>
  );
}
