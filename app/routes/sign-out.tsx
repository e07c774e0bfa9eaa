import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/lib/auth/viewer.server";
import { endClerkSession } from "~/lib/auth/clerk-sign-out.server";
import { authMode } from "~/lib/env.server";
import { endLocalSession } from "~/lib/auth/local-session.server";
import { assertSameOrigin } from "~/lib/security/same-origin.server";

export const loader = () => redirect("/profile");

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const viewer = await getViewer(args);
  if (authMode() === "clerk") return endClerkSession(args.request, viewer);
  return endLocalSession(args.request, viewer);
}
