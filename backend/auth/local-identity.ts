import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { EMAIL_TAKEN, EMAIL_TAKEN_FIELD, INCORRECT_CREDENTIALS, type signInSchema, type signUpSchema } from "../../contract/auth";
import { defaultLanguage, type Language } from "../../contract/languages";
import type { Database } from "../db/client";
import { authSessions, localAccounts, users } from "../db/schema";
import { newId } from "../lib/ids";
import { RateLimitedError, StoreError } from "../store/errors";
import { hashPassword, verifyPassword } from "./password";
import { databaseSignInThrottle, type SignInThrottle } from "./sign-in-throttle";

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type LocalSession = { sessionId: string; expiresAt: Date; user: { id: string; name: string; email: string } };

async function openSession(db: Database, user: LocalSession["user"]): Promise<LocalSession> {
  const sessionId = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(authSessions).values({ id: sessionId, userId: user.id, expiresAt });
  return { sessionId, expiresAt, user };
}

/**
 * A new account, which keeps the language of an Urdu page it was made on, so the emails of its
 * orders follow it (English, the default, stays unsaved: the pages then follow the browser's language).
 */
export async function signUp(db: Database, input: z.output<typeof signUpSchema> & { language?: Language }): Promise<LocalSession> {
  const passwordHash = await hashPassword(input.password);
  const userId = `user_${newId()}`;
  const created = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ userId: localAccounts.userId }).from(localAccounts).where(eq(localAccounts.email, input.email));
    if (existing) return false;
    const language = input.language && input.language !== defaultLanguage ? input.language : null;
    await tx.insert(users).values({ id: userId, name: input.name, email: input.email, language });
    const inserted = await tx
      .insert(localAccounts)
      .values({ userId, email: input.email, passwordHash })
      .onConflictDoNothing({ target: localAccounts.email })
      .returning({ userId: localAccounts.userId });
    if (inserted.length === 0) throw new StoreError("conflict", EMAIL_TAKEN);
    return true;
  });
  if (!created) throw new StoreError("conflict", EMAIL_TAKEN, { email: EMAIL_TAKEN_FIELD });
  return openSession(db, { id: userId, name: input.name, email: input.email });
}

export async function signIn(
  db: Database,
  input: z.output<typeof signInSchema>,
  throttle: SignInThrottle = databaseSignInThrottle(db),
): Promise<LocalSession> {
  // Counted before the slow hash: an attempt in flight already holds its place in the limit.
  const lockMinutes = await throttle.reserve(input.email);
  if (lockMinutes > 0) {
    throw new RateLimitedError(
      `Too many attempts. Try again in ${lockMinutes} ${lockMinutes === 1 ? "minute" : "minutes"}.`,
      lockMinutes * 60,
    );
  }
  const [account] = await db
    .select({ userId: localAccounts.userId, passwordHash: localAccounts.passwordHash, name: users.name, email: localAccounts.email })
    .from(localAccounts)
    .innerJoin(users, eq(users.id, localAccounts.userId))
    .where(eq(localAccounts.email, input.email));
  // Hash even for an unknown email, so the answer's timing does not tell which accounts exist.
  const passwordMatches = account
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyPassword(input.password, DUMMY_HASH).then(() => false);
  // A failure keeps its reserved place; a success gives it back with the failures before it.
  if (!account || !passwordMatches) throw new StoreError("unauthenticated", INCORRECT_CREDENTIALS);
  await throttle.clear(input.email);
  return openSession(db, { id: account.userId, name: account.name, email: account.email });
}

/** Ends the session; answers whether it was open until now. */
export async function signOut(db: Database, sessionId: string, userId: string): Promise<boolean> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return ended.length > 0;
}

// A well-formed hash that matches no password: checking it costs what a real check costs.
const DUMMY_HASH = "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$2h0Ykq3Gm3nR7nTfVbBqv9pQJm3rW0y1mZc5Z8b2bN0=";
