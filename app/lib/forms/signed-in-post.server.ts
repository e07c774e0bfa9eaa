import type { ActionFunctionArgs } from "@remix-run/node";
import { requireViewer, type Viewer } from "../auth/viewer.server";
import { readForm } from "./form-data.server";
import { assertSameOrigin } from "../security/same-origin.server";

/**
 * The start of every action that changes a shopper's own data: a post from another site is
 * refused, a signed-out one goes to sign-in, and the form is read within its bounds.
 */
export async function signedInPost(args: ActionFunctionArgs): Promise<{ viewer: Viewer; formData: FormData }> {
  assertSameOrigin(args.request);
  const viewer = await requireViewer(args);
  return { viewer, formData: await readForm(args.request) };
}
