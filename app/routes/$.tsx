import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/error-boundary";
import { pageMeta } from "~/lib/site/seo";

export const meta: MetaFunction = () =>
  pageMeta({ title: "Page not found", description: "This page does not exist. Search our cookware or go back home.", noIndex: true });

// Any path no other route claims: the 404 page in the site's chrome, with status 404.
export const loader = () => data(null, { status: 404 });

export default function NotFoundPage() {
  return <NotFound />;
}
