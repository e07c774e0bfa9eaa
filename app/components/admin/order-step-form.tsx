import {
  type FieldMetadata,
  getFormProps,
  getSelectProps,
  getTextareaProps,
  getInputProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
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
import { linesFitForm } from "~/lib/forms/replay-lines";
import { refundMethodLabels, refundMethods } from "../../../contract/order-lifecycle/refunds";
import { returnConditionLabels, returnConditions } from "../../../contract/order-lifecycle/returns";
import { cancelReasonLabels, cancelReasons, orderTransitions, type OperatorStep } from "../../../contract/order-lifecycle/stages";

/** The steps that record a parcel back, each of its lines with a condition: a shopper's return, or a parcel returned to sender. */
const receivesParcel = (step: OperatorStep) => step === "return-receive" || step === "parcel-receive";
/**
 * Whether the step's form has a field per line: receiving a parcel (a condition each), and approving a
 * return of more than one line (a box each; a single line is simply approved or refused).
 */
const asksPerLine = (step: OperatorStep, lines: unknown[]) => receivesParcel(step) || (step === "return-approve" && lines.length > 1);

/** Each line's starting value: approving accepts every line until a box is unticked; receiving asks each condition. */
function perLineDefaults(
  step: OperatorStep,
  lines: { itemId: string }[],
): { lines: { itemId: string; condition?: string; approved?: string }[] } | undefined {
  if (!asksPerLine(step, lines)) return undefined;
  if (step === "return-approve") return { lines: lines.map((line) => ({ itemId: line.itemId, approved: "on" })) };
  return { lines: lines.map((line) => ({ itemId: line.itemId, condition: "" })) };
}

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
  returnedLines = [],
}: {
  step: OperatorStep;
  orderId: string;
  version: number;
  /** The step was posted without its second answer (no JavaScript): the question is shown. */
  asking: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
  /** What is left to refund for the returned items, and with the delivery fee too ("Rs 3,500"): the refund form's hint. */
  refundable?: { items: string; withDelivery: string; deliveryBack: boolean };
  /** The return's lines ("Sultan Handi (No. 5) × 1"): approving accepts each, receiving asks each one's condition. */
  returnedLines?: { itemId: string; label: string }[];
}) {
  const schema = operatorStepSchema(step);
  const question = useRef<HTMLDialogElement>(null);
  // A forged post with other lines than the return's starts the form again.
  const fits =
    !asksPerLine(step, returnedLines) ||
    linesFitForm(
      lastResult,
      returnedLines.map((line) => line.itemId),
    );
  const [form, fields] = useForm({
    id: `step-${step}`,
    lastResult: fits ? lastResult : undefined,
    defaultValue: perLineDefaults(step, returnedLines),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // Once the fields pass, a step that cannot be undone asks once more instead of posting.
    onSubmit: (event) => {
      if (secondThoughts[step]) askBeforeSubmit(question)(event);
    },
  });
  const label = orderTransitions[step].label;
  const secondThought = secondThoughts[step];
  const field = (name: string) => fields[name as keyof typeof fields] as unknown as FieldMetadata<string>;
  // The received-back form's lines: each one's condition has its own error.
  const conditionFields = receivesParcel(step)
    ? (fields.lines as unknown as FieldMetadata<{ itemId: string; condition: string }[]>)
        .getFieldList()
        .map((line) => line.getFieldset().condition)
    : [];
  return (
    <Form method="post" className="space-y-3 border-t border-line pt-4 first:border-t-0 first:pt-0" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={step} />
      <input type="hidden" name="version" value={version} />
      <FormErrorSummary
        form={form}
        formErrors={form.errors ?? field("version").errors}
        fields={[
          ...["courier", "trackingId", "reason", "lines"].map(field),
          ...conditionFields,
          ...["amount", "method", "reference", "note"].map(field),
        ]}
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
      {receivesParcel(step) ? (
        <fieldset aria-describedby={field("lines").errors ? field("lines").errorId : undefined} className="space-y-3">
          <legend className="field-label">Condition of each returned item</legend>
          {returnedLines.map((line, index) => (
            <div key={line.itemId}>
              <input type="hidden" name={`lines[${index}].itemId`} value={line.itemId} />
              <SelectField label={line.label} meta={conditionFields[index]} placeholder="Choose its condition">
                {returnConditions.map((condition) => (
                  <option key={condition} value={condition}>
                    {returnConditionLabels[condition]}
                  </option>
                ))}
              </SelectField>
            </div>
          ))}
          {field("lines").errors ? (
            <p id={field("lines").errorId} className="field-error">
              {field("lines").errors?.[0]}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {step === "return-approve" && asksPerLine(step, returnedLines) ? (
        <ApprovedLines lines={returnedLines} field={field("lines")} />
      ) : null}
      {step === "refund" ? (
        <>
          <Field
            label="Amount refunded (Rs)"
            hint={
              refundable
                ? `At most ${refundable.items}, what is left of what was paid for the returned items (${refundable.withDelivery} with the delivery fee).`
                : undefined
            }
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
          <div className="flex items-center gap-2">
            <input
              id={`${form.id}-with-delivery`}
              type="checkbox"
              name="withDelivery"
              defaultChecked={refundable?.deliveryBack}
              className="h-4 w-4 accent-brand-700"
            />
            <label htmlFor={`${form.id}-with-delivery`} className="text-sm">
              Give back the delivery fee too (a damaged or wrong item)
            </label>
          </div>
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

/** A box per requested line, ticked: unticking one refuses that line and approves the rest. */
function ApprovedLines({ lines, field }: { lines: { itemId: string; label: string }[]; field: FieldMetadata<unknown> }) {
  const approvals = (field as unknown as FieldMetadata<{ itemId: string; approved: string }[]>).getFieldList();
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined} className="space-y-2">
      <legend className="field-label">Items accepted back (untick one to refuse it)</legend>
      {lines.map((line, index) => {
        const { key, ...props } = getInputProps(approvals[index].getFieldset().approved, { type: "checkbox" });
        return (
          <div key={line.itemId} className="flex items-center gap-2">
            <input type="hidden" name={`lines[${index}].itemId`} value={line.itemId} />
            <input key={key} {...props} className="h-4 w-4 accent-brand-700" />
            <label htmlFor={props.id} className="text-sm">
              {line.label}
            </label>
          </div>
        );
      })}
      {field.errors ? (
        <p id={field.errorId} className="field-error">
          {field.errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
