import { isReturnPhotoSize } from "../../../contract/order-lifecycle/return-photos";
import { fetchReturnPhoto } from "../backend/return-photos.server";

const PASSED_ON = ["Content-Type", "Content-Length", "Cache-Control", "X-Content-Type-Options"];
const notFound = (status = 404) =>
  new Response(status === 404 ? "Not found" : "Please try again", { status, headers: { "Content-Type": "text/plain" } });

/** A return photo's file through the backend, for the signed-in owner (`shopper`) or an operator; anything else is 404. */
export async function returnPhotoFile(token: string, who: "shopper" | "operator", params: Record<string, string | undefined>) {
  const size = params.size ?? "";
  if (!isReturnPhotoSize(size)) return notFound();
  const answer = await fetchReturnPhoto(token, who, params.orderId ?? "", params.photoId ?? "", size);
  if (answer.status !== 200) return notFound(answer.status === 404 || answer.status === 403 ? 404 : 503);
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
