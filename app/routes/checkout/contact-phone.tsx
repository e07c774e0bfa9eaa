import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { MAX_PHONE_INPUT_LENGTH } from "../../../contract/limits";

/**
 * The number the courier and the confirmation call use: asked for when the profile has none (Place
 * Order saves it there), otherwise shown with a way to change it.
 */
export function ContactPhone({ field, phoneOnFile }: { field: FieldMetadata<string | undefined>; phoneOnFile: string | null }) {
  if (phoneOnFile) {
    return (
      <p className="text-sm">
        We will call <strong className="font-semibold">{phoneOnFile}</strong> about your delivery.{" "}
        <Link to="/profile" className="font-medium text-brand-700 underline">
          Change
        </Link>
      </p>
    );
  }
  const { key, ...inputProps } = getInputProps(field, { type: "tel" });
  return (
    <Field
      label="Mobile number"
      hint="For the courier and our call to confirm your order. We save it to your profile."
      errors={field.errors}
      errorId={field.errorId}
      inputProps={{ ...inputProps, key, required: true, maxLength: MAX_PHONE_INPUT_LENGTH, autoComplete: "tel", inputMode: "tel" }}
    />
  );
}
