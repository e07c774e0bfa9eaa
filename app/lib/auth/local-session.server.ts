import { redirect } from "@remix-run/node";
import { describeErrorForLog } from "../../../contract/server/redact";
import type { Viewer } from "./viewer.server";
import { backendFetch } from "../backend/client.server";
import { commitSession, destroySession, getSession } from "./session.server";

type LocalSessionAnswer = { sessionId: string; user: { id: string; name: string; email: string } };
type AuthFailure = { status: number; message: string; fields: Record<string, string> };

/** Asks the local identity provider (in the backend) to sign someone up or in. */
export async function callLocalIdentity(
  path: "/auth/sign-in" | "/auth/sign-up",
  body: Record<string, string>,
  headers?: Record<string, string>,
): Promise<{ ok: true; session: LocalSessionAnswer } | ({ ok: false } & AuthFailure)> {
  const response = await backendFetch(path, { method: "POST", body, headers });
  const answer = (await response.json().catch(() => ({}))) as Partial<LocalSessionAnswer> & { error?: string; fields?: Record<string, string> };
  if (response.ok && answer.sessionId && answer.user) return { ok: true, session: answer as LocalSessionAnswer };
  if (response.status >= 500) return { ok: false, status: 503, message: "We could not sign you in just now. Please try again in a moment.", fields: {} };
  return { ok: false, status: response.status, message: answer.error ?? "Please check the highlighted fields", fields: answer.fields ?? {} };
}

/** Keeps the new session in the signed cookie and goes where the visitor was heading. */
export async function startLocalSession(request: Request, answer: LocalSessionAnswer, redirectTo: string) {
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
    await backendFetch("/auth/sign-out", { method: "POST", token: viewer.token }).catch((error) => {
      console.error(`Sign-out could not reach the backend: ${describeErrorForLog(error)}`);
    });
  }
  const session = await getSession(request);
  return redirect("/home", { status: 303, headers: { "Set-Cookie": await destroySession(request, session) } });
}
