import { getAuth } from "@clerk/remix/ssr.server";
import type { AuthArgs, Viewer } from "./viewer.server";
import { clerkOptions } from "./clerk-options.server";

function claim(claims: Record<string, unknown> | null | undefined, name: string): string {
  const value = claims?.[name];
  return typeof value === "string" ? value : "";
}

/** Clerk mode: the session token from Clerk's cookies is both the identity and the bearer token. */
export async function clerkViewer(args: AuthArgs): Promise<Viewer | null> {
  const auth = await getAuth({ request: args.request, context: (args.context ?? {}) as never, params: {} }, clerkOptions());
  if (!auth.userId) return null;
  const token = await auth.getToken();
  if (!token) return null;
  const claims = auth.sessionClaims as Record<string, unknown> | null;
  return { userId: auth.userId, name: claim(claims, "name"), email: claim(claims, "email"), token };
}
