import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/error-boundary";
import { titledFromErrors } from "~/lib/site/error-meta";

export const meta: MetaFunction = ({ matches }) => [
  ...titledFromErrors(matches, "error.notFoundTitle"),
  { name: "description", content: "This page does not exist. Search our cookware or go back home." },
];

// Any path no other route claims: the 404 page in the site's chrome, with status 404.
export const loader = () => data(null, { status: 404 });

export default function NotFoundPage() {
  return <NotFound />;
}
