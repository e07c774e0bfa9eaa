import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { rich } from "~/lib/i18n/rich";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";
import { MAX_PHONE_INPUT_LENGTH } from "../../../contract/limits";

/**
 * The number the courier and the confirmation call use: asked for when the profile has none (Place
 * Order saves it there), otherwise shown with a way to change it.
 */
export function ContactPhone({ field, phoneOnFile }: { field: FieldMetadata<string | undefined>; phoneOnFile: string | null }) {
  const t = useStrings("checkout");
  const localMessage = useLocalMessage();
  if (phoneOnFile) {
    return (
      <p className="text-sm">
        {rich(t.weWillCall, {
          phone: (
            <strong dir="ltr" className="font-semibold">
              {phoneOnFile}
            </strong>
          ),
        })}{" "}
        <Link to="/profile" className="font-medium text-brand-700 underline">
          {t.change}
        </Link>
      </p>
    );
  }
  const { key, ...inputProps } = getInputProps(field, { type: "tel" });
  return (
    <Field
      label={t.mobileNumber}
      hint={t.phoneHint}
      errors={field.errors?.map(localMessage)}
      errorId={field.errorId}
      inputProps={{ ...inputProps, key, required: true, maxLength: MAX_PHONE_INPUT_LENGTH, autoComplete: "tel", inputMode: "tel" }}
    />
  );
}
