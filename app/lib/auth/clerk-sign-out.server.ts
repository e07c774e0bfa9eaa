import { createClerkClient } from "@clerk/backend";
import { redirect } from "@remix-run/node";
import { decodeJwt } from "jose";
import type { Viewer } from "./viewer.server";
import { env } from "../env.server";
import { isHttps } from "./session.server";
import { log } from "../../../contract/server/log";

/**
 * Without JavaScript, Clerk's client cannot sign out: revoke the session through Clerk's API
 * (best effort) and clear Clerk's cookies on this site.
 */
export async function endClerkSession(request: Request, viewer: Viewer | null) {
  if (viewer) {
    const sessionId = decodeJwt(viewer.token).sid;
    if (typeof sessionId === "string") {
      const clerk = createClerkClient({ secretKey: env().CLERK_SECRET_KEY });
      await clerk.sessions.revokeSession(sessionId).catch((error: unknown) => {
        log().error(`Clerk session could not be revoked: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  }
  const secure = isHttps(request) ? "; Secure" : "";
  const headers = new Headers();
  for (const name of ["__session", "__client_uat"]) {
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`);
  }
  return redirect("/home", { status: 303, headers });
}
