import { Link } from "@remix-run/react";

type TermsCheckboxProps = {
  id: string;
  name: string;
  errorId: string;
  error: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function TermsCheckbox({ id, name, errorId, error, checked, onChange }: TermsCheckboxProps) {
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
          I agree to the{" "}
          <Link to="/terms" className="font-medium text-brand-700 underline">
            Terms and Conditions
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
