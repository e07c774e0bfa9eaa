import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

// What is typed left to right (an email, a phone, a link) stays so on Urdu pages: "ali@", not "@ali".
const LEFT_TO_RIGHT_TYPES = ["email", "tel", "url"];

type FieldProps = {
  label: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string };
  errors?: string[];
  errorId?: string;
  hint?: ReactNode;
  className?: string;
};

/**
 * A labelled input with its error message and hint beside it, tied to it by aria-describedby (the
 * error first). The message is not an alert: the form's error summary (ui/form-error-summary) is the
 * one announcement.
 */
export function Field({ label, inputProps, errors, errorId, hint, className }: FieldProps) {
  const { key, props, footnotes } = describedControl(inputProps, errors, errorId, hint);
  return (
    <div className={className}>
      <label htmlFor={props.id} className="field-label">
        {label}
      </label>
      <input key={key} className="field-input" dir={LEFT_TO_RIGHT_TYPES.includes(props.type ?? "") ? "ltr" : undefined} {...props} />
      {footnotes}
    </div>
  );
}

type TextAreaFieldProps = Omit<FieldProps, "inputProps"> & {
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; key?: string };
};

export function TextAreaField({ label, textareaProps, errors, errorId, hint, className }: TextAreaFieldProps) {
  const { key, props, footnotes } = describedControl(textareaProps, errors, errorId, hint);
  return (
    <div className={className}>
      <label htmlFor={props.id} className="field-label">
        {label}
      </label>
      <textarea key={key} className="field-input" {...props} />
      {footnotes}
    </div>
  );
}

/**
 * A control's props described by its error (through Conform's own link when the props carry one)
 * and then its hint, and the two texts to show under it: issue 35 found hints no screen reader was told of.
 */
function describedControl<Props extends { id: string; key?: string; "aria-describedby"?: string }>(
  controlProps: Props,
  errors: string[] | undefined,
  errorId: string | undefined,
  hint: ReactNode,
) {
  const { key, "aria-describedby": given, ...props } = controlProps;
  const errorMessage = errors?.[0];
  const hintId = hint ? `${props.id}-hint` : undefined;
  const ids = [given ?? (errorMessage && errorId ? errorId : undefined), hintId].filter(Boolean).join(" ");
  return {
    key,
    props: { ...props, "aria-describedby": ids || undefined },
    footnotes: <FieldFootnotes hint={hint} hintId={hintId} errorMessage={errorMessage} errorId={errorId} />,
  };
}

/** Errors about the whole form (not one field), such as a refused sign-in. */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

function FieldFootnotes({
  hint,
  hintId,
  errorMessage,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  errorMessage?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className="field-error">
          {errorMessage}
        </p>
      ) : null}
    </>
  );
}
