import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ResetLinkInvalid, ResetPasswordForm } from "~/components/password-reset-forms";
import { resetPasswordAction, resetPasswordLoader } from "~/lib/auth/password-reset.server";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.strings.auth["reset.title"] }] : []),
  { name: "robots", content: "noindex" },
];

export const loader = resetPasswordLoader;
export const action = resetPasswordAction;

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="page">
      <div className="mx-auto max-w-md">{token ? <ResetPasswordForm token={token} lastResult={lastResult} /> : <ResetLinkInvalid />}</div>
    </div>
  );
}
