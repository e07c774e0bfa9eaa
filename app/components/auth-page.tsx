import { Suspense, type ReactNode } from "react";
import { useStrings } from "~/lib/i18n/use-strings";

/** The frame of /sign-in and /sign-up: Clerk's component in Clerk mode, our own form otherwise. */
export function AuthPage({
  mode,
  clerk,
  local,
  form,
}: {
  mode: "clerk" | "local";
  clerk: ReactNode;
  local: ReactNode;
  /** Which page it is: its "Loading…" text, while Clerk's component loads. */
  form: "signIn" | "signUp";
}) {
  const loadingText = useStrings("auth")[`${form}.loading`];
  return (
    <div className="page">
      <div className="mx-auto max-w-md">
        {mode === "clerk" ? <Suspense fallback={<p className="text-center text-muted">{loadingText}</p>}>{clerk}</Suspense> : local}
      </div>
    </div>
  );
}
