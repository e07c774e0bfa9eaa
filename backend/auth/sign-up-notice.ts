import { eq } from "drizzle-orm";
import { ACCOUNT_PAGES } from "../../contract/auth";
import { type Language, localizedPath } from "../../contract/languages";
import { SIGN_UP_NOTICES_PER_EMAIL_PER_HOUR } from "../../contract/limits";
import type { Database } from "../db/client";
import { localAccounts, users } from "../db/schema";
import { queueEmail } from "../email/outbox";
import { signUpAttemptEmail } from "../email/account-emails";
import { noticeEmailLanguage } from "../email/email-language";
import type { RateLimiter } from "../rate-limit";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Sign-up still says an email is taken (a shopper who mistyped their own needs to know, and the
 * attempts are limited per address); the account's owner is also told by email, at most once an
 * hour, so someone probing addresses does not go unseen and the owner learns how to get back in.
 * Answers whether a notice was queued. `pageLanguage`: the sign-up page's (email-language.ts says which wins).
 */
export async function noticeSignUpAttempt(
  db: Database,
  limiter: RateLimiter,
  email: string,
  siteOrigin: string | undefined,
  pageLanguage: Language,
) {
  if (!siteOrigin) return false;
  const { allowed } = await limiter.hit("sign-up-notice", email, SIGN_UP_NOTICES_PER_EMAIL_PER_HOUR, HOUR_MS);
  if (!allowed) return false;
  const [account] = await db
    .select({ email: localAccounts.email, name: users.name, language: users.language })
    .from(localAccounts)
    .innerJoin(users, eq(users.id, localAccounts.userId))
    .where(eq(localAccounts.email, email));
  if (!account) return false;
  const language = noticeEmailLanguage(account.language, pageLanguage);
  const link = (page: string) => siteOrigin + localizedPath(page, language);
  await queueEmail(
    db,
    signUpAttemptEmail(account, { signIn: link(ACCOUNT_PAGES.signIn), forgotPassword: link(ACCOUNT_PAGES.forgotPassword) }, language),
  );
  return true;
}
