import { Suspense, type ReactNode } from "react";

/** The frame of /sign-in and /sign-up: Clerk's component in Clerk mode, our own form otherwise. */
export function AuthPage({
  mode,
  clerk,
  local,
  loadingText,
}: {
  mode: "clerk" | "local";
  clerk: ReactNode;
  local: ReactNode;
  loadingText: string;
}) {
  return (
    <div className="page">
      <div className="mx-auto max-w-md">
        {mode === "clerk" ? <Suspense fallback={<p className="text-center text-muted">{loadingText}</p>}>{clerk}</Suspense> : local}
      </div>
    </div>
  );
}
