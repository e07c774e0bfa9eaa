import { Link } from "@remix-run/react";
import { rich } from "~/lib/i18n/rich";
import { useStrings } from "~/lib/i18n/use-strings";

type TermsCheckboxProps = {
  id: string;
  name: string;
  errorId: string;
  error: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function TermsCheckbox({ id, name, errorId, error, checked, onChange }: TermsCheckboxProps) {
  const t = useStrings("checkout");
  const link = (to: string, text: string) => (
    <Link to={to} className="font-medium text-brand-700 underline">
      {text}
    </Link>
  );
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-4 w-4 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm">
          {rich(t.agreeTo, { terms: link("/terms", t.terms), privacy: link("/privacy", t.privacy) })}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Don't message me on WhatsApp": the order's confirmation link is not sent, and the operator calls instead. */
export function NoMessagesCheckbox({ name, submitted }: { name: string; submitted: boolean }) {
  const t = useStrings("checkout");
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id="no-messages"
        name={name}
        defaultChecked={submitted}
        aria-describedby="no-messages-hint"
        className="mt-1 h-4 w-4 accent-brand-700"
      />
      <div className="text-sm">
        <label htmlFor="no-messages">{t.noMessages}</label>
        <p id="no-messages-hint" className="text-muted">
          {t.noMessagesHint}
        </p>
      </div>
    </div>
  );
}
