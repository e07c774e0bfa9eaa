import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Page not found — Cookware.pk" }, { name: "robots", content: "noindex" }];

export const loader = () => new Response(null, { status: 404 });

export default function NotFoundPage() {
  return <NotFound />;
}
