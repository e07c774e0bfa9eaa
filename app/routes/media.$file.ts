import type { LoaderFunctionArgs } from "@remix-run/node";
import { MEDIA_FILE_PATTERN } from "../../contract/product-photos";
import { fetchMediaFile } from "~/lib/backend/media.server";

const PASSED_ON = ["Content-Type", "Content-Length", "Cache-Control", "ETag", "X-Content-Type-Options"];

/**
 * A product photo's file, from the backend, with its year-long immutable caching: its name is its
 * content's hash, so a CDN in front may keep it for ever. No session is read: photos are public.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  if (!MEDIA_FILE_PATTERN.test(file)) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const answer = await fetchMediaFile(file, request.headers.get("If-None-Match"));
  if (answer.status !== 200 && answer.status !== 304) {
    return new Response("Not found", { status: answer.status === 404 ? 404 : 503, headers: { "Content-Type": "text/plain" } });
  }
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}
