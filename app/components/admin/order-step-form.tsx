import { getFormProps, getSelectProps, getTextareaProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { Field, TextAreaField } from "~/components/ui/field";
import { askBeforeSubmit, ConfirmStep } from "~/components/ui/confirm-step";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { secondThoughts } from "~/lib/admin/second-thoughts";
import { operatorStepSchema } from "~/lib/schemas/order-steps";
import { couriers } from "../../../contract/order-lifecycle/couriers";
import { MAX_COURIER_TRACKING_ID_LENGTH, MAX_NOTE_LENGTH, MAX_REFUND_REFERENCE_LENGTH } from "../../../contract/order-lifecycle/limits";
import { refundMethodLabels, refundMethods } from "../../../contract/order-lifecycle/refunds";
import { cancelReasonLabels, cancelReasons, orderTransitions, type OperatorStep } from "../../../contract/order-lifecycle/stages";

/**
 * One step the order's state allows, as its own form: the fields the step needs, the version of the
 * order it was rendered with, and the button with the step's label.
 */
export function OrderStepForm({
  step,
  orderId,
  version,
  lastResult,
  busy,
  asking,
  refundable,
}: {
  step: OperatorStep;
  orderId: string;
  version: number;
  /** The step was posted without its second answer (no JavaScript): the question is shown. */
  asking: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
  /** What is left to refund, as the page shows it ("Rs 3,500"): the refund form's hint. */
  refundable?: string;
}) {
  const schema = operatorStepSchema(step);
  const question = useRef<HTMLDialogElement>(null);
  const [form, fields] = useForm({
    id: `step-${step}`,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // Once the fields pass, a step that cannot be undone asks once more instead of posting.
    onSubmit: (event) => {
      if (secondThoughts[step]) askBeforeSubmit(question)(event);
    },
  });
  const label = orderTransitions[step].label;
  const secondThought = secondThoughts[step];
  const field = (name: string) => fields[name as keyof typeof fields] as typeof fields.note;
  return (
    <Form method="post" className="space-y-3 border-t border-line pt-4 first:border-t-0 first:pt-0" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={step} />
      <input type="hidden" name="version" value={version} />
      <FormErrorSummary
        form={form}
        formErrors={form.errors ?? field("version").errors}
        fields={["courier", "trackingId", "reason", "amount", "method", "reference", "note"].map(field)}
      />
      {step === "ship" ? (
        <>
          <SelectField label="Courier" meta={field("courier")} placeholder="Choose a courier">
            {couriers.map((courier) => (
              <option key={courier} value={courier}>
                {courier}
              </option>
            ))}
          </SelectField>
          <Field
            label="Tracking ID"
            errors={field("trackingId").errors}
            errorId={field("trackingId").errorId}
            inputProps={{
              ...getInputProps(field("trackingId"), { type: "text" }),
              maxLength: MAX_COURIER_TRACKING_ID_LENGTH,
              autoComplete: "off",
            }}
          />
        </>
      ) : null}
      {step === "cancel" ? (
        <SelectField label="Reason" meta={field("reason")} placeholder="Choose a reason">
          {cancelReasons.map((reason) => (
            <option key={reason} value={reason}>
              {cancelReasonLabels[reason]}
            </option>
          ))}
        </SelectField>
      ) : null}
      {step === "refund" ? (
        <>
          <Field
            label="Amount refunded (Rs)"
            hint={refundable ? `At most ${refundable}, what is left of what was paid.` : undefined}
            errors={field("amount").errors}
            errorId={field("amount").errorId}
            inputProps={{ ...getInputProps(field("amount"), { type: "text" }), inputMode: "decimal", autoComplete: "off" }}
          />
          <SelectField label="Refunded by" meta={field("method")} placeholder="Choose how">
            {refundMethods.map((method) => (
              <option key={method} value={method}>
                {refundMethodLabels[method]}
              </option>
            ))}
          </SelectField>
          <Field
            label="Reference (optional)"
            hint="The transaction ID or receipt number."
            errors={field("reference").errors}
            errorId={field("reference").errorId}
            inputProps={{
              ...getInputProps(field("reference"), { type: "text" }),
              maxLength: MAX_REFUND_REFERENCE_LENGTH,
              autoComplete: "off",
            }}
          />
        </>
      ) : null}
      <TextAreaField
        label={step === "confirm" ? "Note from the call (optional)" : "Note (optional)"}
        errors={field("note").errors}
        errorId={field("note").errorId}
        textareaProps={{ ...getTextareaProps(field("note")), rows: 2, maxLength: MAX_NOTE_LENGTH }}
      />
      {secondThought ? (
        <ConfirmStep
          id={`step-${step}`}
          dialog={question}
          label={label}
          question={secondThought.question(orderId)}
          confirmLabel={label}
          keepLabel={secondThought.keep}
          asking={asking}
          busy={busy}
          buttonClassName="btn-secondary"
        />
      ) : (
        <button type="submit" disabled={busy} className="btn-primary">
          {label}
        </button>
      )}
    </Form>
  );
}

function SelectField({
  label,
  meta,
  placeholder,
  children,
}: {
  label: string;
  meta: Parameters<typeof getSelectProps>[0];
  placeholder: string;
  children: ReactNode;
}) {
  const { key, ...props } = getSelectProps(meta);
  const error = meta.errors?.[0];
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {label}
      </label>
      <select key={key} className="field-input" {...props}>
        <option value="">{placeholder}</option>
        {children}
      </select>
      {error ? (
        <p id={meta.errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
