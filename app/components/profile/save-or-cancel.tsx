import { Link } from "@remix-run/react";
import { useStrings } from "~/lib/i18n/use-strings";

/** The profile forms' buttons: save under an intent, or go back to the plain profile. */
export function SaveOrCancel({ intent, label, saving }: { intent: string; label: string; saving: boolean }) {
  const t = useStrings("profile");
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value={intent} className="btn-primary" disabled={saving}>
        {saving ? t.saving : label}
      </button>
      <Link to="/profile" preventScrollReset className="btn-ghost border border-stone-300">
        {t.cancel}
      </Link>
    </div>
  );
}
