import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ForgotPasswordForm, ResetLinkSent } from "~/components/password-reset-forms";
import { forgotPasswordAction, forgotPasswordLoader } from "~/lib/auth/password-reset.server";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.strings.auth["forgot.title"] }] : []),
  { name: "robots", content: "noindex" },
];

export const loader = forgotPasswordLoader;
export const action = forgotPasswordAction;

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="page">
      <div className="mx-auto max-w-md">{sent ? <ResetLinkSent /> : <ForgotPasswordForm lastResult={lastResult} />}</div>
    </div>
  );
}
