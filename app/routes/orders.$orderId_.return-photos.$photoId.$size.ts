import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/lib/auth/viewer.server";
import { returnPhotoFile } from "~/lib/orders/return-photo-file.server";

/** A photo the shopper added to their return, for them alone (the backend checks the order is theirs). */
export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  return returnPhotoFile(viewer.token, "shopper", args.params);
}
