import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitHits } from "../db/schema";

const BUCKET = "sign-in-failure";
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_WINDOW_MS = 15 * 60 * 1000;

/** Minutes until this email may try again, or 0 when it is not locked out. */
export async function signInLockMinutes(db: Database, email: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - SIGN_IN_LOCK_WINDOW_MS);
  const failures = await db
    .select({ createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, BUCKET), eq(rateLimitHits.key, email), gt(rateLimitHits.createdAt, since)))
    .orderBy(asc(rateLimitHits.createdAt));
  if (failures.length < MAX_FAILED_SIGN_INS) return 0;
  // The lock lifts when enough of the window's failures have aged out to fall below the limit.
  const unlockingFailure = failures[failures.length - MAX_FAILED_SIGN_INS];
  const unlockAt = unlockingFailure.createdAt.getTime() + SIGN_IN_LOCK_WINDOW_MS;
  return Math.max(1, Math.ceil((unlockAt - now.getTime()) / 60_000));
}

export async function recordFailedSignIn(db: Database, email: string): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket: BUCKET, key: email });
}

export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, BUCKET), eq(rateLimitHits.key, email)));
}

/** For tests: pretend the failures happened `ms` earlier. */
export async function ageFailedSignIns(db: Database, email: string, ms: number): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ createdAt: sql`${rateLimitHits.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(rateLimitHits.bucket, BUCKET), eq(rateLimitHits.key, email)));
}
