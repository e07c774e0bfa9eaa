import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useNavigation, useRouteError } from "@remix-run/react";
import { ProductForm } from "~/components/admin/product-form";
import { RefusalBanner } from "~/components/admin/refusal-banner";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { createProductFromForm } from "~/lib/admin/product-actions.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("New product", error);

export async function loader(args: LoaderFunctionArgs) {
  await requireOperator(args);
  return data({ operator: true }, { headers: ADMIN_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { formData } = await signedInPost(args);
  const operator = await requireOperator(args);
  return createProductFromForm(args.request, operator.token, formData);
}

export default function NewProductPage() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="page max-w-4xl">
      <Link to="/admin/products" className="text-sm font-medium text-brand-700 underline">
        ← Products
      </Link>
      <h1 className="page-title mt-3">New product</h1>
      <p className="mt-2 text-muted">Photos are added on the product&apos;s page once it is created.</p>
      <RefusalBanner message={answer?.banner} />
      <div className="mt-6">
        <ProductForm lastResult={answer?.result as SubmissionResult<string[]> | undefined} busy={navigation.state === "submitting"} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
