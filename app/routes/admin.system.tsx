import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { SystemOutbox } from "~/components/admin/system-outbox";
import { SystemBackups, SystemRunning, SystemSettings } from "~/components/admin/system-sections";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { systemActionFromForm } from "~/lib/admin/system-actions.server";
import { systemView } from "~/lib/admin/system-view";
import { fetchSystemStatus } from "~/lib/backend/admin-system.server";
import { storefrontSettingsInForce } from "~/lib/env.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("System", error);

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const status = await fetchSystemStatus(operator.token);
  // The backend's settings and this storefront process's, each named once.
  const settings = [...status.settings, ...storefrontSettingsInForce().filter((own) => !status.settings.some((s) => s.name === own.name))];
  settings.sort((a, b) => a.name.localeCompare(b.name));
  return data(systemView({ ...status, settings }, Date.now()), { headers: ADMIN_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args);
  const posted = await signedInPost(args);
  return systemActionFromForm(args.request, posted.viewer.token, posted.formData);
}

export default function AdminSystem() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="page">
      <h1 className="page-title">System</h1>
      <p className="mt-2 text-muted">How the store is running, read as this page loaded.</p>
      {answer ? (
        <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          <p>{answer.message}</p>
        </div>
      ) : null}
      <SystemRunning view={view} />
      <SystemOutbox view={view} />
      <SystemBackups view={view} />
      <SystemSettings view={view} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
