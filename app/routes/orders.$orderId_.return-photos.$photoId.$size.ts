import type { LoaderFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/lib/auth/viewer.server";
import { returnPhotoFile } from "~/lib/orders/return-photo-file.server";

/** A photo the shopper added to their return, for them alone (the backend checks the order is theirs). */
export async function loader(args: LoaderFunctionArgs) {
  const viewer = await getViewer(args);
  // An answer, not a thrown one: Remix logs what a resource route throws as an error.
  if (!viewer) return new Response("Sign in to see this photo", { status: 401, headers: { "Content-Type": "text/plain" } });
  return returnPhotoFile(viewer.token, "shopper", args.params);
}
