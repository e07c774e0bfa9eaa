import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ACCOUNT_PAGES, RESET_LINK_INVALID } from "../../contract/auth";
import { defaultLanguage, type Language, localizedPath } from "../../contract/languages";
import { RESET_LINK_LIFETIME_MINUTES } from "../../contract/limits";
import type { Database } from "../db/client";
import { authSessions, localAccounts, passwordResetTokens, users } from "../db/schema";
import { queueEmail } from "../email/outbox";
import { passwordChangedEmail, passwordResetEmail } from "../email/account-emails";
import { askedEmailLanguage } from "../email/email-language";
import { StoreError } from "../store/errors";
import { hashPassword } from "./password";
import type { SignInThrottle } from "./sign-in-throttle";

/** Only this digest is stored: a copy of the table opens no account. The token's 256 random bits need no slow hash. */
export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

const stillValid = (tokenHash: string) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));

/**
 * Queues a reset link for the account of `email`, if there is one, and forgets the account's older
 * links. Answers whether a link was queued; the caller answers the same either way. `pageLanguage`:
 * the forgot-password page's; the email, and the page its link opens, are in Urdu when it or the
 * account's saved language is.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  siteOrigin: string,
  pageLanguage: Language = defaultLanguage,
): Promise<boolean> {
  const token = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    // The row lock orders two requests for one account, so only the later link stays valid.
    const [account] = await tx
      .select({ userId: localAccounts.userId, email: localAccounts.email, name: users.name, language: users.language })
      .from(localAccounts)
      .innerJoin(users, eq(users.id, localAccounts.userId))
      .where(eq(localAccounts.email, email))
      .for("update", { of: localAccounts });
    if (!account) return false;
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, account.userId));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      userId: account.userId,
      expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_LIFETIME_MINUTES})`,
    });
    const language = askedEmailLanguage(account.language, pageLanguage);
    const link = siteOrigin + localizedPath(`${ACCOUNT_PAGES.resetPassword}?token=${token}`, language);
    await queueEmail(tx, passwordResetEmail(account, link, language));
    return true;
  });
}

export async function isResetTokenValid(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(stillValid(hashResetToken(token)));
  return Boolean(row);
}

/**
 * Sets a new password with a reset link: the link is used up, every session of the account ends,
 * failed sign-ins are forgotten and the owner is told. The shopper then signs in with the new
 * password. Answers the account's user, whose sessions the caller makes end on every process.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; language?: Language },
  options: { throttle: SignInThrottle; siteOrigin: string | undefined },
): Promise<{ userId: string }> {
  const tokenHash = hashResetToken(input.token);
  // Checked before the slow hash, so made-up tokens cost a lookup; checked again, atomically, below.
  if (!(await isResetTokenValid(db, input.token))) throw new StoreError("not-found", RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.password);
  const changed = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(stillValid(tokenHash))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    const [account] = await tx
      .update(localAccounts)
      .set({ passwordHash })
      .where(eq(localAccounts.userId, used.userId))
      .returning({ email: localAccounts.email });
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.userId, used.userId), isNull(authSessions.revokedAt)));
    const [user] = await tx.select({ name: users.name, language: users.language }).from(users).where(eq(users.id, used.userId));
    const language = askedEmailLanguage(user?.language, input.language ?? defaultLanguage);
    const forgotPasswordLink = options.siteOrigin && options.siteOrigin + localizedPath(ACCOUNT_PAGES.forgotPassword, language);
    await queueEmail(tx, passwordChangedEmail({ name: user?.name ?? "", email: account.email }, forgotPasswordLink, language));
    return { email: account.email, userId: used.userId };
  });
  if (!changed) throw new StoreError("not-found", RESET_LINK_INVALID);
  await options.throttle.clear(changed.email);
  return { userId: changed.userId };
}
