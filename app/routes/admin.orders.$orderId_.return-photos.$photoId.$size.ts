import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireOperator } from "~/lib/admin/operator.server";
import { returnPhotoFile } from "~/lib/orders/return-photo-file.server";

/** A shopper's photo of their return, for the operators deciding it. */
export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  return returnPhotoFile(operator.token, "operator", args.params);
}
