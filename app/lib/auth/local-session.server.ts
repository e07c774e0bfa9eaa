import { redirect } from "@remix-run/node";
import { describeErrorForLog } from "../../../contract/server/redact";
import type { Viewer } from "./viewer.server";
import type { LocalSessionJson } from "../../../contract/auth";
import { signOutLocally } from "../backend/identity.server";
import { commitSession, destroySession, getSession } from "./session.server";
import { log } from "../../../contract/server/log";

/** Keeps the new session in the signed cookie and goes where the visitor was heading. */
export async function startLocalSession(request: Request, answer: LocalSessionJson, redirectTo: string) {
  const session = await getSession(request);
  session.set("sessionId", answer.sessionId);
  session.set("userId", answer.user.id);
  session.set("name", answer.user.name);
  session.set("email", answer.user.email);
  session.flash("flash", { kind: "success", text: `Welcome, ${answer.user.name || "back"}!` });
  return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** Ends the session on the server first, so a copied cookie or token stops working, then forgets it here. */
export async function endLocalSession(request: Request, viewer: Viewer | null) {
  if (viewer) {
    await signOutLocally(viewer.token).catch((error) => {
      log().error(`Sign-out could not reach the backend: ${describeErrorForLog(error)}`);
    });
  }
  const session = await getSession(request);
  return redirect("/home", { status: 303, headers: { "Set-Cookie": await destroySession(request, session) } });
}
